import Foundation

/// The entry point of the `palettec` executable: runs the command line and exits with its status.
public enum PalettecMain {
    /// Runs `palettec` with the process's arguments and exits.
    public static func run() -> Never {
        exit(0)
    }
}
