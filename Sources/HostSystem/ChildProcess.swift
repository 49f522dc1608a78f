#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a finished child process left: its exit status and what it wrote.
public struct ChildResult: Sendable {
  /// The exit status, or 128 + the signal number when a signal ended it.
  public var status: Int32
  /// Its standard output.
  public var output: [UInt8]
  /// Its standard error.
  public var errors: [UInt8]
}

/// Why a child process could not be run.
public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
  /// `posix_spawn` failed (the program is missing or cannot run).
  case cannotStart(program: String, reason: String)

  /// One line.
  public var description: String {
    switch self {
    case .cannotStart(let program, let reason): return "cannot run \(program): \(reason)"
    }
  }
}

/// Runs a program found on `PATH` with arguments and standard input, and collects its output; no shell.
public enum ChildProcess {
  /// Runs `program` to the end, feeding it `input` and reading its standard output and error.
  public static func run(_ program: String, _ arguments: [String], input: [UInt8] = [])
    throws(ChildProcessError)
    -> ChildResult
  {
    var stdinPipe: [Int32] = [-1, -1]
    var stdoutPipe: [Int32] = [-1, -1]
    var stderrPipe: [Int32] = [-1, -1]
    guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
      throw .cannotStart(program: program, reason: Host.describe(errno: errno))
    }
    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    for descriptor in stdinPipe + stdoutPipe + stderrPipe {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environment)
    close(stdinPipe[0])
    close(stdoutPipe[1])
    close(stderrPipe[1])
    guard spawned == 0 else {
      close(stdinPipe[1])
      close(stdoutPipe[0])
      close(stderrPipe[0])
      throw .cannotStart(program: program, reason: Host.describe(errno: spawned))
    }
    let exchanged = exchange(input, to: stdinPipe[1], from: stdoutPipe[0], and: stderrPipe[0])
    var waitStatus: Int32 = 0
    while waitpid(pid, &waitStatus, 0) < 0, errno == EINTR {}
    let status = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
    return ChildResult(status: status, output: exchanged.output, errors: exchanged.errors)
  }

  /// Writes the input and reads both outputs at once with `poll`, so a full pipe never blocks either side.
  private static func exchange(_ input: [UInt8], to writer: Int32, from output: Int32, and errors: Int32)
    -> (output: [UInt8], errors: [UInt8])
  {
    var written = 0
    var writerOpen = true
    if input.isEmpty {
      close(writer)
      writerOpen = false
    } else {
      _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
    }
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    ignoreBrokenPipe()
    while open[0] || open[1] || writerOpen {
      var fds: [pollfd] = []
      if writerOpen { fds.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
      if open[0] { fds.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
      if open[1] { fds.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
      guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
      for entry in fds where entry.revents != 0 {
        if entry.fd == writer {
          let count = input[written...].withUnsafeBytes { SystemIO.write(writer, $0.baseAddress, $0.count) }
          if count > 0 { written += count }
          if count < 0, errno != EAGAIN, errno != EINTR { written = input.count }
          if written >= input.count {
            close(writer)
            writerOpen = false
          }
          continue
        }
        let index = entry.fd == output ? 0 : 1
        let count = chunk.withUnsafeMutableBytes { SystemIO.read(entry.fd, $0.baseAddress, $0.count) }
        if count > 0 {
          collected[index] += chunk[0..<count]
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          close(entry.fd)
          open[index] = false
        }
      }
    }
    return (collected[0], collected[1])
  }

  /// A child that exits before reading all its input must not end this process with SIGPIPE.
  private static func ignoreBrokenPipe() {
    signal(SIGPIPE, SIG_IGN)
  }
}

/// The C library's `read` and `write`, named apart from Swift's own methods of the same names.
enum SystemIO {
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.read(descriptor, buffer, count)
    #else
      return Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      return Glibc.write(descriptor, buffer, count)
    #else
      return Darwin.write(descriptor, buffer, count)
    #endif
  }
}
