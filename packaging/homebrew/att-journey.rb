# Homebrew formula for att-journey.
#
# UNTESTED: this formula has never been run. att-journey is built and tested on Linux only; no macOS machine
# was available, so neither `brew install` nor `brew test` has been tried. Expect to fix small things.
#
# It builds from source with the Swift toolchain and installs what Scripts/install installs: the program,
# the bundled copy in share/att-journey/copy (the program finds it from its own path), the manual page and
# the bash, zsh and fish completions (made by `att-journey completions SHELL`).
#
# Before publishing, set `url` and `sha256` to a release archive of the package (the `url` below is a
# placeholder), or install the working tree with `brew install --HEAD` after setting `head`.
class AttJourney < Formula
  desc "Walk the iOS App Tracking Transparency consent journey on a mock iPhone in a terminal"
  homepage "https://example.invalid/att-journey"
  url "https://example.invalid/att-journey-0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license :cannot_represent
  head "https://example.invalid/att-journey.git", branch: "main"

  # Swift 6 (Package.swift asks for macOS 15, the first with the Synchronization module's Atomic).
  depends_on xcode: ["16.0", :build]
  depends_on macos: :sequoia
  depends_on "freetype"
  depends_on "ncurses"

  def install
    ncurses = Formula["ncurses"]
    # Homebrew's ncurses is keg-only: name its headers and library to the build.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "att-journey",
           "-Xcc", "-I#{ncurses.opt_include}", "-Xlinker", "-L#{ncurses.opt_lib}"
    bin.install ".build/release/att-journey"
    (share/"att-journey").install "copy"
    man1.install "docs/att-journey.1"
    generate_completions_from_executable(bin/"att-journey", "completions")
  end

  test do
    assert_match "completions SHELL", shell_output("#{bin}/att-journey --help")
    # Run away from any copy/ folder: the program reads the copy installed beside it.
    cd testpath do
      assert_match "0 errors", shell_output("#{bin}/att-journey lint")
    end
  end
end
