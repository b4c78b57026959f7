import Dispatch
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

/// What a clean `palettec build` read and wrote, kept so that the next build with the same command line can tell,
/// by reading the inputs once, that it would write the same bytes, and skip the pipeline.
///
/// A record is only trusted when every answer matches: the same palettec binary, working folder, arguments and
/// config path (the `key`), every question the build asked of its inputs (file contents, folder listings, sizes)
/// answered the same, and every output file the very file the build left (`Output`). Inputs are compared by
/// SHA-256, so an input made to look unchanged would have to collide under it; outputs by their identity on disk,
/// which any write changes. A rerun prints the warnings the build printed,
/// as it printed them. Only builds that succeeded and have no folder outputs are recorded: a folder output's stale
/// files are found by walking the folder.
///
/// The record file itself is untrusted input (`BuildRecordStore` reads it with bounds): a record that names a
/// path outside the project, or an output outside the output folder, is not believed (`isConfined`), and checking
/// a record reads only regular files, in bounded chunks.
struct BuildRecord: Codable, Equatable, Sendable {
    /// One question a build asked the file system about its inputs, and the answer.
    struct Fact: Codable, Hashable, Sendable {
        /// What was asked.
        enum Question: String, Codable, Sendable {
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
            SHA256(of: Array(names.joined(separator: "\u{0}").utf8)).hex
        }

        /// The answer the disk gives now.
        func answerNow(_ disk: DiskFileProvider) -> String? {
            switch question {
            case .contents: BuildRecord.digest(ofFileAt: path)
            case .entries: disk.entries(of: path).map(Self.digest(ofNames:))
            case .folder: disk.isFolder(path) ? "yes" : "no"
            case .resolved: disk.resolvedPath(path)
            case .size: disk.size(of: path).map(String.init)
            }
        }
    }

    /// One output file and its identity on disk once the build wrote it (or found it up to date).
    ///
    /// Outputs are compared by identity, not by their bytes: device, file number, size, modification and
    /// status-change times (`Watch.Signature.text`). Any write to the file, or a file put in its place, gives it
    /// another status-change time, which the kernel sets and no program can set back, so a file made to look
    /// unchanged (by content or by restored times) is seen; and checking a record reads none of the outputs.
    struct Output: Codable, Equatable, Sendable {
        /// The path, as the build wrote it.
        var path: String
        /// The file's identity (`Watch.Signature.text`).
        var identity: String
        /// The real path of the folder it is in (a folder replaced by a symbolic link that leaves the project must
        /// be seen by a full build).
        var folder: String?
    }

    /// The layout of records this palettec writes; a record of another layout is ignored.
    static let layout = 5

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
    ///
    /// `project` is the config's folder, which every input must lie in (also once its links are resolved), and
    /// `outputBase` the folder outputs are written under. The files are digested side by side, one per core.
    func isCurrent(project: String, outputBase: String) -> Bool {
        guard isConfined(project: project, outputBase: outputBase),
            let realProject = BuildCommand.realPath(project), let realOutputBase = BuildCommand.realPath(outputBase)
        else { return false }
        let disk = DiskFileProvider()
        let checks = inputs.count + outputs.count
        let current = ParallelResults<Bool>(count: checks)
        DispatchQueue.concurrentPerform(iterations: checks) { index in
            current.set(index) {
                guard index >= inputs.count else {
                    let fact = inputs[index]
                    // Every question but where a path leads is answered by following its links.
                    if fact.question != .resolved, let real = disk.resolvedPath(fact.path),
                        !PathText.path(real, isInside: realProject)
                    {
                        return false
                    }
                    return fact.answerNow(disk) == fact.answer
                }
                let output = outputs[index - inputs.count]
                guard FileOutput.inspect(output.path) == .file, let folder = output.folder,
                    PathText.path(folder, isInside: realOutputBase),
                    BuildCommand.realPath(PathText.parent(output.path)) == folder
                else { return false }
                return Watch.signature(output.path).text == output.identity
            }
        }
        let answers = current.values
        return answers.count == checks && answers.allSatisfy { $0 }
    }

    /// Whether every path the record names lies where a build of this project reads or writes.
    ///
    /// Inputs in `project`, outputs in `outputBase`, by their text (`isCurrent` also resolves their links). A record
    /// that names anything else was not written by a build of this project and is not believed.
    func isConfined(project: String, outputBase: String) -> Bool {
        inputs.allSatisfy { PathText.path($0.path, isInside: project) }
            && outputs.allSatisfy { PathText.path($0.path, isInside: outputBase) }
    }

    /// What an input file's contents are recorded as: the SHA-256 of its bytes (hex); `nil` when it is missing, a
    /// folder or cannot be opened, as `DiskFileProvider.contents(of:)` answers; `notAFile` for anything else that is
    /// not a regular file (a FIFO or a device, opened without waiting and never read).
    ///
    /// Read in chunks of 1 MiB, so checking a record holds no file whole.
    static func digest(ofFileAt path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return nil
        case S_IFREG: break
        default: return notAFile
        }
        var digest = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return notAFile }
            if count == 0 { return digest.hex }
            buffer.withUnsafeBytes { digest.update(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
        }
    }

    /// The answer for a file read by a build that is never recorded (see `RecordingFileProvider.digestContents`).
    static let notDigested = "not digested"

    /// The answer for a path that is not a regular file: never a digest, so it never matches one.
    static let notAFile = "not a regular file"

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
        return SHA256(of: Array(parts.joined(separator: "\u{0}").utf8)).hex
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
        return nil
        #else
        return Bundle.main.executablePath
        #endif
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
