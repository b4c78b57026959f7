import PaletteCompiler
import PaletteFrontend
import PaletteModel

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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `palettec build --watch`: builds, then rebuilds whenever a file the last build read changes, until SIGINT or
/// SIGTERM.
///
/// What is watched is what the build read, as the build record knows it (`CommandResult.inputs`, from
/// `RecordingFileProvider`): the config, every palette, every folder a folder input listed (a file added or removed
/// changes the folder), every image a palette names, every file a DTCG resolver or a foreign format read, and paths
/// that were looked for and missing (creating one is a change). A file's signature is taken **before** the build
/// reads it, so an edit made while a build runs is a change the next look sees; a file first read by this build
/// (not signed before it) is checked once after the build against what the build read (its SHA-256), then signed.
/// A signature is the file's device, file number, size, modification and status-change times (to the
/// nanosecond) and type, of the file and of the path itself when it is a link: a replaced file with the old
/// modification time is a change.
///
/// Linux has no portable file-change notification that Foundation offers, so the signatures are polled four times
/// a second; between looks the process sleeps, so waiting costs no CPU to speak of. Each build is the ordinary
/// all-or-nothing build, run to its end even when a signal arrives during it; a build with errors prints them and
/// the watch goes on.
enum Watch {
    /// The pause between looks at the files, in microseconds.
    static let interval: useconds_t = 250_000
    /// The pause after a change is seen, so an editor's save (write, rename) is complete before the build.
    static let settle: useconds_t = 100_000
    /// The most files watched.
    static let maxFiles = 10_000
    /// Set in the environment of the watch's builds, so that they note every file they read by its SHA-256.
    static let watchingVariable = "PALETTEC_WATCHING"

    /// What a path looked like: all zero when it is missing.
    struct Signature: Equatable {
        var device: UInt64 = 0
        var fileNumber: UInt64 = 0
        var size: Int64 = 0
        var modified: [Int] = []
        var changed: [Int] = []
        var mode: UInt32 = 0
        /// The same of the path itself when it is a symbolic link (`nil` otherwise).
        var link: [Int]?

        /// The signature as one line of text, for the build record: the same text is the same file, not rewritten
        /// since (the status-change time is the kernel's, which no program sets back).
        var text: String {
            let parts =
                [Int(truncatingIfNeeded: device), Int(truncatingIfNeeded: fileNumber), Int(size)] + modified
                + changed + [Int(mode)] + (link ?? [])
            return parts.map(String.init).joined(separator: ":")
        }
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
        loop(arguments, print: print, stopped: stopped, pause: { usleep($0) }) { once in
            LargeStack.run {
                Palettec.run(
                    once,
                    environment: environment.merging([watchingVariable: "1"]) { _, new in new },
                    standardErrorIsTerminal: standardErrorIsTerminal
                )
            }
        }
    }

    /// The watch itself: `pause` sleeps (microseconds) and `build` runs one build of a command line without
    /// `--watch`; tests pass their own to drive it.
    static func loop(
        _ arguments: [String],
        print: (CommandResult) -> Void,
        stopped: () -> Bool,
        pause: (useconds_t) -> Void,
        build: ([String]) -> CommandResult
    ) -> ExitStatus {
        let once = arguments.filter { $0 != "--watch" && $0 != "-w" }
        // Before the first build: the config and the palettes it lists; then what each build read.
        var watched = filesBeforeAnyBuild(once)
        while !stopped() {
            var before: [String: Signature] = [:]
            for file in watched { before[file] = signature(file) }
            let result = build(once)
            if result.exitCode == .usage {
                print(result)
                return .usage
            }
            watched = files(readBy: result.inputs, otherwise: watched)
            var baseline: [String: Signature] = [:]
            for file in watched { baseline[file] = before[file] ?? signature(file) }
            // A file this build was the first to read is compared with what it read, after it is signed.
            let disk = DiskFileProvider()
            let missed = result.inputs.contains { fact in
                before[fact.path] == nil && baseline[fact.path] != nil && fact.answer != BuildRecord.notDigested
                    && fact.answerNow(disk) != fact.answer
            }
            var ended = result
            ended.standardError +=
                "palettec: watching \(watched.count) file\(watched.count == 1 ? "" : "s"); Ctrl-C stops\n"
            print(ended)
            if missed {
                pause(settle)
                continue
            }
            while !stopped() {
                pause(interval)
                if watched.contains(where: { signature($0) != baseline[$0] }) {
                    pause(settle)
                    break
                }
            }
        }
        return .ok
    }

    /// The paths a build's facts are about, each once, in order (at most `maxFiles`); `otherwise` when there are
    /// none (a build that stopped before reading anything).
    static func files(readBy facts: [BuildRecord.Fact], otherwise: [String]) -> [String] {
        var seen: Set<String> = []
        var files: [String] = []
        for fact in facts where files.count < maxFiles && seen.insert(fact.path).inserted {
            files.append(fact.path)
        }
        return files.isEmpty ? otherwise : files
    }

    /// The config and the files of the palettes it lists (every file below a folder palette), watched from before
    /// the first build.
    static func filesBeforeAnyBuild(_ arguments: [String]) -> [String] {
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
            files.append(path)
            guard FileOutput.isFolder(path) else { continue }
            // Everything below the folder, not following symbolic links, up to `maxFiles`.
            var folders = [path]
            while let folder = folders.popLast(), files.count < maxFiles {
                for name in DiskFileProvider().entries(of: folder) ?? [] where files.count < maxFiles {
                    let below = PathText.join(folder, name)
                    files.append(below)
                    if FileOutput.isFolder(below) { folders.append(below) }
                }
            }
        }
        return files
    }

    /// A path's signature now.
    static func signature(_ path: String) -> Signature {
        var signature = Signature()
        var info = stat()
        if stat(path, &info) == 0 {
            signature = Signature(
                device: UInt64(info.st_dev),
                fileNumber: UInt64(info.st_ino),
                size: Int64(info.st_size),
                modified: times(info, modification: true),
                changed: times(info, modification: false),
                mode: UInt32(info.st_mode)
            )
        }
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            signature.link = [Int(info.st_ino), Int(info.st_size)] + times(info, modification: false)
        }
        return signature
    }

    /// The modification or status-change time of `info`, seconds and nanoseconds.
    private static func times(_ info: stat, modification: Bool) -> [Int] {
        #if canImport(Darwin)
        let time = modification ? info.st_mtimespec : info.st_ctimespec
        #else
        let time = modification ? info.st_mtim : info.st_ctim
        #endif
        return [Int(time.tv_sec), Int(time.tv_nsec)]
    }
}

/// Set from a signal handler's queue, read by the watch loop.
final class StopFlag: @unchecked Sendable {
    /// Guards `value`.
    private let lock = Lock()
    /// The signal that asked for a stop, or 0.
    private var value: Int32 = 0

    /// Asks for a stop, by `signal` (the first one asking counts).
    func set(by signal: Int32) {
        lock.lock()
        if value == 0 { value = signal }
        lock.unlock()
    }

    /// Whether a stop was asked for.
    var isSet: Bool {
        signal != 0
    }

    /// The signal that asked for a stop, or 0.
    var signal: Int32 {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
