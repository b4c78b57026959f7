import Foundation
import PaletteFrontend
import PaletteModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a clean `palettec build` read and wrote, kept so that the next build with the same command line can tell,
/// by reading the inputs and outputs once, that it would write the same bytes, and skip the pipeline.
///
/// A record is only trusted when every answer matches: the same palettec binary, working folder, arguments and
/// config path (the `key`), every question the build asked of its inputs (file contents, folder listings, sizes)
/// answered the same, and every output file holding the bytes the build wrote. A rerun prints the warnings the
/// build printed, as it printed them. Only builds that succeeded and have no folder outputs are recorded: a folder
/// output's stale files are found by walking the folder.
struct BuildRecord: Codable, Equatable {
    /// One question a build asked the file system about its inputs, and the answer.
    struct Fact: Codable, Hashable {
        /// The most bytes of one file a record's question reads again: the default file-size limit.
        static let maxRecheckedBytes = ReaderLimits.default.maxFileBytes

        /// What was asked.
        enum Question: String, Codable {
            /// A file's bytes (the answer is their digest).
            case contents
            /// A folder's names (the answer is their digest).
            case entries
            /// Whether the path is a folder (`yes` or `no`).
            case folder
            /// A file's size.
            case size
            /// Where a path leads once its symbolic links are resolved.
            case resolved
        }

        /// What was asked.
        var question: Question
        /// About which path.
        var path: String
        /// The answer; `nil` when there was none (a missing file).
        var answer: String?

        /// The digest of a folder's names.
        static func digest(ofNames names: [String]) -> String {
            ContentDigest(of: Array(names.joined(separator: "\u{0}").utf8)).hex
        }

        /// The answer the disk gives now.
        func answerNow(_ disk: DiskFileProvider) -> String? {
            switch question {
            // Within the largest limit a build reads with by default: a file grown past it is a change.
            case .contents: disk.read(path, maxBytes: Self.maxRecheckedBytes, digest: true).digest
            case .entries: disk.entries(of: path).map(Self.digest(ofNames:))
            case .folder: disk.isFolder(path) ? "yes" : "no"
            case .resolved: disk.resolvedPath(path)
            case .size: disk.size(of: path).map(String.init)
            }
        }
    }

    /// One output file and the digest of its bytes.
    struct Output: Codable, Equatable {
        /// The path, as the build wrote it.
        var path: String
        /// The digest of the bytes (`FileOutput.recordDigest`).
        var digest: String
        /// The real path of the folder it is in (a folder replaced by a symbolic link that leaves the project must
        /// be seen by a full build).
        var folder: String?
        /// Where the file's header carries its own digest, if it has a header.
        var digitsAt: Int?
    }

    /// The layout of records this palettec writes; a record of another layout is ignored.
    static let layout = 4

    /// The layout of this record.
    var layout: Int
    /// The digest of everything besides the files that decides what a build writes (see `key(configPath:)`).
    var key: String
    /// Every question the build asked about its inputs, in order, with the answers.
    var inputs: [Fact]
    /// Every file of every output.
    var outputs: [Output]
    /// The warnings the build printed to standard output (`--format json` or `github`), printed again by a rerun.
    var diagnosticOutput: String
    /// The warnings the build printed to standard error, with their count line, printed again by a rerun.
    var diagnosticError: String

    /// Whether the disk still gives every recorded answer and every output still holds its recorded bytes.
    func isCurrent() -> Bool {
        let disk = DiskFileProvider()
        for fact in inputs where fact.answerNow(disk) != fact.answer {
            return false
        }
        return outputs.allSatisfy { output in
            FileOutput.inspect(output.path) == .file
                && BuildCommand.realPath(PathText.parent(output.path)) == output.folder
                && disk.contents(of: output.path).map { FileOutput.recordDigest(of: $0, digitsAt: output.digitsAt) }
                    == output.digest
        }
    }

    /// The digest of what decides a build's outputs and what it prints besides its files: palettec's version and
    /// the identity of its binary (path, size, modification time), the working folder, the arguments, the config
    /// found, and whether diagnostics are printed in color.
    static func key(arguments: [String], configPath: String, colors: Bool) -> String? {
        guard let executable = executablePath(), let identity = fileIdentity(executable) else { return nil }
        let parts =
            [
                "palettec", PalettecVersion.number, executable, identity,
                FileManager.default.currentDirectoryPath, configPath, colors ? "colors" : "plain",
            ] + arguments
        return ContentDigest(of: Array(parts.joined(separator: "\u{0}").utf8)).hex
    }

    /// The path of the running palettec binary.
    ///
    /// On Linux from `/proc/self/exe`: Foundation's `Bundle.main` lists the folder the binary is in to find out
    /// whether it is a bundle, which in a folder of 13,000 files cost every run 10 ms.
    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 {
            return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        return Bundle.main.executablePath
    }

    /// A file's size and modification time to the nanosecond, or `nil` when it cannot be looked at.
    private static func fileIdentity(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }
}
