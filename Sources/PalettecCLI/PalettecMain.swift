import Foundation

/// The entry point of the `palettec` executable: runs the command line, prints, and exits with its status.
public enum PalettecMain {
    /// Runs `palettec` with the process's arguments and exits.
    public static func run() -> Never {
        // A file-size limit (ulimit -f) must fail a write with EFBIG, reported as a diagnostic, not kill the process.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let standardErrorIsTerminal = isatty(2) == 1
        let result = LargeStack.run {
            Palettec.run(arguments, environment: environment, standardErrorIsTerminal: standardErrorIsTerminal)
        }
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.exitCode.rawValue)
    }
}
