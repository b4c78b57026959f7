import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point of the `palettec` executable: runs the command line, prints, and exits with its status.
public enum PalettecMain {
    /// Runs `palettec` with the process's arguments and exits.
    public static func run() -> Never {
        // A file-size limit (ulimit -f) must fail a write with EFBIG, reported as a diagnostic, not kill the process.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let standardErrorIsTerminal = isatty(2) == 1
        let parsed = try? ParsedCommandLine.parse(arguments)
        MemoryBudget.start(bytes: parsed?.memoryBudget ?? MemoryBudget.defaultBytes)
        if let line = parsed, line.command == .build, line.watch, !line.check {
            exit(watch(arguments, environment: environment, standardErrorIsTerminal: standardErrorIsTerminal).rawValue)
        }
        let terminalWidth = Self.terminalWidth()
        let result = LargeStack.run {
            Palettec.run(
                arguments,
                environment: environment,
                standardErrorIsTerminal: standardErrorIsTerminal,
                terminalWidth: terminalWidth
            )
        }
        StandardStream.output.write(result.standardOutput)
        StandardStream.error.write(result.standardError)
        exit(result.exitCode.rawValue)
    }

    /// The width of the terminal standard output writes to, or `nil` when it is none.
    static func terminalWidth() -> Int? {
        var size = winsize()
        guard isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Runs `build --watch` until SIGINT or SIGTERM, printing each build as it ends; exits 130 after SIGINT
    /// (Ctrl-C) and 143 after SIGTERM, once the build under way has finished writing.
    static func watch(_ arguments: [String], environment: [String: String], standardErrorIsTerminal: Bool) -> ExitStatus
    {
        let stop = StopFlag()
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.set(by: number) }
            source.resume()
            sources.append(source)
        }
        defer {
            for source in sources { source.cancel() }
        }
        let status = Watch.run(
            arguments,
            environment: environment,
            standardErrorIsTerminal: standardErrorIsTerminal,
            print: { result in
                StandardStream.output.write(result.standardOutput)
                StandardStream.error.write(result.standardError)
            },
            stopped: { stop.isSet }
        )
        // Stopped by a signal, the watch ends as the shell expects of a program the signal ends (130 for Ctrl-C).
        switch stop.signal {
        case SIGINT: return .interrupted
        case SIGTERM: return .terminated
        default: return status
        }
    }
}
