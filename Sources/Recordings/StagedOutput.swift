/// The one way the tool writes a set of files: all of them or none, never through a symbolic link.
///
/// Each file is written into a temporary folder beside it (`.att-journey-staged-PID-TOKEN-N`), created with
/// `mkdirat` and filled with `openat(O_CREAT | O_EXCL | O_NOFOLLOW)`; only when every file is written are
/// they renamed into place, the old file kept as a hard link in the staging folder until the whole set is
/// in, so a failed rename puts every old file back. The folders on a file's path inside its `folder` are
/// opened with `O_NOFOLLOW` (a planted link is refused) and created when missing. A file the tool names
/// itself is a regular file or nothing: a link, FIFO, device or socket at its place is refused. Only a file
/// named on the command line (`StagedFile.isNamedOutput`) may be a device or a FIFO, or a link to one
/// (`/dev/null`, `/dev/stdout`): it is opened with `O_NONBLOCK` (a FIFO with no reader is an error, never a
/// wait), checked with `fstat` and written directly, and no file of the tool's may go into its folder.
/// SIGINT, SIGTERM or SIGHUP while the staging folders exist remove them; during the renames they wait
/// until the whole set is in place. Files are told apart by folder identity and name, not spelling. Used
/// by import, export, gallery, init, play, review and map; `StagedWrite` is the same write with files
/// streamed into it while they are made (`play --cast`, `--frames`).
public enum StagedOutput {
  /// Writes every file, or none of them; with `refusingLinkedFolders` a `folder` that is itself a link
  /// is refused too (`init --force`, `gallery`); with `creatingFolders` a missing `folder` is created
  /// (the folders inside it always are).
  public static func write(
    _ files: [StagedFile], syncing: Bool = true, refusingLinkedFolders: Bool = false,
    creatingFolders: Bool = false
  ) throws(OutputFileError) {
    let set = StagedWrite(
      syncing: syncing, refusingLinkedFolders: refusingLinkedFolders, creatingFolders: creatingFolders)
    for file in files { try set.add(file) }
    try set.commit()
  }
}
