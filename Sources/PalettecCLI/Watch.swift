import Foundation
import PaletteFrontend
import PaletteModel

/// `palettec build --watch`: builds, then rebuilds whenever the config or a palette it lists changes, until
/// SIGINT or SIGTERM.
///
/// Linux has no portable file-change notification that Foundation offers, so the files' metadata (modification
/// time, size, file number) is polled four times a second; between looks the process sleeps, so waiting costs no
/// CPU to speak of. Each build is the ordinary all-or-nothing build, run to its end even when a signal arrives
/// during it; a build with errors prints them and the watch goes on.
enum Watch {
    /// The pause between looks at the files, in microseconds.
    static let interval: useconds_t = 250_000
    /// The pause after a change is seen, so an editor's save (write, rename) is complete before the build.
    static let settle: useconds_t = 100_000
    /// The most files watched below folder inputs.
    static let maxFiles = 10_000

    /// What a file looked like: `nil` when it is missing.
    struct Signature: Equatable {
        var modified: Date?
        var size: Int?
        var fileNumber: Int?
    }

    /// Builds with `arguments` (a `build --watch` command line) again and again, printing each result with
    /// `print`, until `stopped` says so; returns the exit status of the watch.
    static func run(
        _ arguments: [String],
        environment: [String: String],
        standardErrorIsTerminal: Bool,
        print: (CommandResult) -> Void,
        stopped: () -> Bool
    ) -> ExitStatus {
        let once = arguments.filter { $0 != "--watch" && $0 != "-w" }
        while !stopped() {
            let result = LargeStack.run {
                Palettec.run(once, environment: environment, standardErrorIsTerminal: standardErrorIsTerminal)
            }
            if result.exitCode == .usage {
                print(result)
                return .usage
            }
            let files = watchedFiles(once)
            var ended = result
            ended.standardError +=
                "palettec: watching \(files.count) file\(files.count == 1 ? "" : "s"); "
                + "Ctrl-C stops\n"
            print(ended)
            let before = files.map(signature)
            while !stopped() {
                usleep(interval)
                if files.map(signature) != before {
                    usleep(settle)
                    break
                }
            }
        }
        return .ok
    }

    /// The config and the files of the palettes it lists (every file below a folder palette).
    static func watchedFiles(_ arguments: [String]) -> [String] {
        guard let line = try? ParsedCommandLine.parse(arguments) else { return [] }
        let config = line.config ?? ConfigSearch.nearestFromWorkingFolder() ?? "palettec.json"
        var files = [config]
        guard let bytes = DiskFileProvider().read(config, maxBytes: line.limits.maxFileBytes, digest: false).bytes
        else {
            return files
        }
        var ignored = DiagnosticBag()
        guard let parsed = ConfigReader.read(SourceFile(path: config, bytes: bytes), diagnostics: &ignored) else {
            return files
        }
        for palette in parsed.palettes {
            let path = PathText.join(PathText.parent(config), palette.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                files.append(path)
                continue
            }
            let below = FileManager.default.enumerator(atPath: path)
            while let name = below?.nextObject() as? String, files.count < maxFiles {
                files.append(PathText.join(path, name))
            }
        }
        return files
    }

    /// A file's signature now.
    static func signature(_ path: String) -> Signature {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return Signature()
        }
        return Signature(
            modified: attributes[.modificationDate] as? Date,
            size: (attributes[.size] as? NSNumber)?.intValue,
            fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.intValue
        )
    }
}

/// Set from a signal handler's queue, read by the watch loop.
final class StopFlag: @unchecked Sendable {
    /// Guards `value`.
    private let lock = NSLock()
    /// Whether a stop was asked for.
    private var value = false

    /// Asks for a stop.
    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    /// Whether a stop was asked for.
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
