import Foundation

/// The entry point of the `palettec` executable: runs the command line, prints, and exits with its status.
public enum PalettecMain {
    /// Runs `palettec` with the process's arguments and exits.
    public static func run() -> Never {
        let result = Palettec.run(
            Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            standardErrorIsTerminal: isatty(2) == 1
        )
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.exitCode)
    }
}
