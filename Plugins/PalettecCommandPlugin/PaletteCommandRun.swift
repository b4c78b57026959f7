import Foundation

/// Runs the command plugin's jobs one after another with palettec's own output, and says what it did.
struct PaletteCommandRun {
    /// The `palettec` executable.
    var tool: URL
    /// Whether the jobs only check the committed outputs.
    var check: Bool

    /// A `palettec.json` at the root of the package or project, if there is one.
    static func rootConfig(in folder: URL) -> URL? {
        let config = folder.appendingPathComponent(PaletteSources.configName)
        return FileManager.default.fileExists(atPath: config.path) ? config : nil
    }

    /// Refuses arguments the command does not take.
    static func refuseUnknown(_ arguments: [String]) throws {
        guard let first = arguments.first else { return }
        throw CommandError(description: "unknown argument '\(first)'; the command takes --target NAME and --check")
    }

    /// Runs every job; an error when one fails or, in a check, an output differs from its committed file.
    func run(_ jobs: [PaletteJob]) throws {
        guard !jobs.isEmpty else {
            throw CommandError(
                description: "no palettes found: put a palettec.json or NAME.palette.json files in a target"
            )
        }
        var failed: [String] = []
        var done: Set<[String]> = []
        // A config can be reached twice (the project's own, and as a file of an Xcode target): it runs once.
        for job in jobs where done.insert(job.arguments).inserted {
            let process = Process()
            process.executableURL = tool
            process.arguments = job.arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(job.displayName) }
            for copy in job.committedCopies
            where FileManager.default.contents(atPath: copy.output.path)
                != FileManager.default.contents(atPath: copy.committed.path)
            {
                print("error: '\(copy.committed.path)' is missing or stale; run 'swift package generate-palette-code'")
                failed.append(job.displayName)
            }
        }
        guard failed.isEmpty else {
            throw CommandError(description: "failed: " + failed.joined(separator: "; "))
        }
        print(check ? "palettec: every output is current (\(done.count) checked)" : "palettec: \(done.count) done")
    }
}

/// A command plugin failure, as SwiftPM prints it.
struct CommandError: Error, CustomStringConvertible {
    var description: String
}
