import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an earlier `palettec init` wrote: `.palettec-init.json` beside `palettec.json`, listing each file init wrote
/// with the digest of its bytes, so that `init --force` replaces a file only while it is exactly what init wrote.
///
/// `palettec.json` and converted palettes carry no marker (they are meant to be edited), so the record is their proof:
/// a file edited since init wrote it, or one init never wrote, is the user's and stays as it is. The record itself
/// carries palettec's header with its digest, so a record written or edited by hand proves nothing.
struct InitRecord {
    /// Where the record is, relative to the project folder.
    static let path = ".palettec-init.json"
    /// Where the record carries palettec's header: the `$comment` member right after the root `{`.
    static let header = GeneratedHeader.Position(after: "{\n  \"$comment\": \"")
    /// The largest record read; one file's line is about a hundred bytes.
    static let maximumBytes = 1 << 20

    /// The digest of each file init wrote, by path.
    var files: [String: String] = [:]
    /// Whether the record on disk is palettec's, unedited (then init may replace it).
    var isProven = false

    /// The record in the working folder when palettec wrote it and nobody changed it since, else an empty one.
    static func read() -> InitRecord {
        guard GeneratedProof.verdict(ofFileAt: path, header: header) == .palettecs,
            let bytes = FileOutput.head(of: path, headLength: maximumBytes + 1), bytes.count <= maximumBytes,
            let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes))
        else { return InitRecord() }
        return InitRecord(files: stored.files, isProven: true)
    }

    /// The part of the record's JSON that is read back.
    private struct Stored: Decodable {
        /// The digest of each file init wrote, by path.
        var files: [String: String]
    }

    /// Whether `bytes`, the file at `path` now, are what init wrote there.
    func wrote(_ bytes: [UInt8], at path: String) -> Bool {
        files[path] == Self.digest(of: bytes)
    }

    /// The digest a record keeps for a file's bytes.
    static func digest(of bytes: [UInt8]) -> String {
        ContentDigest(of: bytes).hex
    }

    /// The record of `files` (digest by path), with palettec's header.
    static func file(_ files: [String: String]) -> GeneratedFile {
        GeneratedFile(indentation: "  ", header: header) { printer in
            printer.line("{")
            printer.indent()
            printer.write("\"$comment\": ")
            printer.write(jsonString: GeneratedHeader.sentence(sources: ["palettec init"]))
            printer.write(",")
            printer.endLine()
            printer.write("\"files\": {")
            printer.endLine()
            printer.indent()
            let sorted = files.sorted { $0.key < $1.key }
            for (position, file) in sorted.enumerated() {
                printer.write(jsonString: file.key)
                printer.write(": ")
                printer.write(jsonString: file.value)
                if position < sorted.count - 1 { printer.write(",") }
                printer.endLine()
            }
            printer.outdent()
            printer.line("}")
            printer.outdent()
            printer.line("}")
        }
    }
}
