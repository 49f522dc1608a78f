// Staged output, asciicasts and JSON text writing are part of the runtime's API.
@_exported import Recordings
