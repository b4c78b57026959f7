import Foundation
import PaletteEmitters
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Files for the round trips: the corpus, the foreign fixtures and the example palettes, in memory.
enum RoundTripFiles {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The example palettes every native case reads, in build order.
    static let examples = ["examples/Base.plist", "examples/Semantic.json"]

    /// The corpus of real palette files, `Tests/Corpus`.
    static let corpus = Corpus.root
    /// The foreign-format fixtures written for the tests.
    static let fixtureFolder = root.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign")

    /// Every file under `corpus/`, `fixtures/` and `examples/`, or `nil` after recording why there are none.
    static func load() -> MemoryFileProvider? {
        let files = contents(of: [
            ("corpus", corpus), ("fixtures", fixtureFolder), ("examples", root.appendingPathComponent("Palettes")),
        ])
        guard files.keys.contains(where: { $0.hasPrefix("corpus/") }) else {
            Issue.record("the corpus is required for the round trips but \(corpus.path) holds no files")
            return nil
        }
        return MemoryFileProvider(files: files)
    }

    /// The fixtures alone, under `fixtures/`: part of the package, so always there.
    static func fixtures() -> MemoryFileProvider {
        MemoryFileProvider(files: contents(of: [("fixtures", fixtureFolder)]))
    }

    /// Every file below each folder, by the folder's prefix and its path inside.
    static func contents(of folders: [(prefix: String, folder: URL)]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (prefix, folder) in folders {
            let base = folder.standardizedFileURL.path + "/"
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in enumerator {
                let path = url.standardizedFileURL.path
                guard path.hasPrefix(base), let data = try? Data(contentsOf: url) else { continue }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { continue }
                files[prefix + "/" + String(path.dropFirst(base.count))] = [UInt8](data)
            }
        }
        return files
    }

    /// The palette of a source, or `nil` (with the diagnostics recorded) when it does not lower.
    static func palette(_ format: InputFormat?, _ path: String, files: any FileProvider) -> Palette? {
        let inputs = format.map { [PaletteLoader.Input(path: path, format: $0)] } ?? examples.map { .init(path: $0) }
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load(inputs, files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        if palette == nil || diagnostics.hasErrors {
            Issue.record("\(path) did not lower cleanly: \(diagnostics.diagnostics.map(\.message))")
        }
        return palette
    }

    /// The palette that written files read back to, detected as `palettec convert` would detect them, and the files
    /// it was read from: the written files placed where `place` puts them, beside the files of `sources` (the image
    /// files a written palette names, and the bytes of the files an output copies).
    static func reread(
        _ written: [GeneratedFile],
        as format: OutputFormat,
        beside sources: MemoryFileProvider = MemoryFileProvider(files: [:])
    ) -> (palette: Palette?, files: MemoryFileProvider) {
        let (path, files) = place(written, format: format, beside: sources)
        var diagnostics = DiagnosticBag()
        // The project is the working folder, as with a palettec.json there: a written palette may name image files
        // beside its own folder.
        let loaded = PaletteLoader.load([.init(path: path, project: ".")], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        // A format without aliases writes an alias as its target's value, so the read-back palette has near
        // duplicates the original wrote as aliases: true of the output, and no loss of fidelity.
        let problems = diagnostics.diagnostics.filter { $0.severity != .note && $0.rule != .nearDuplicate }
        #expect(problems.isEmpty, "reading back \(format.rawValue): \(problems.map(\.message))")
        return (palette, files)
    }

    /// Where an output of a format is written, so its reader finds it: a single file, or a folder.
    static func outputPath(_ format: OutputFormat) -> String {
        switch format {
        case .lflBundle: "out/Palette.bundle"
        case .dkTable: "out/DKColorTable.txt"
        case .dtcg: "out"
        case .xcassets: "out/Palette.xcassets"
        case .android: "out/res"
        case .paletteJSON: "out/Palette.json"
        case .palettePlist: "out/Palette.plist"
        default: "out"
        }
    }

    /// The path an output is read back from, and the files: the written ones at `outputPath`, a copy holding the
    /// bytes of the file it copies in `sources`, beside every file of `sources`.
    static func place(
        _ written: [GeneratedFile],
        format: OutputFormat,
        beside sources: MemoryFileProvider
    ) -> (String, MemoryFileProvider) {
        let output = outputPath(format)
        var files = sources.files
        for file in written {
            let path = file.relativePath.isEmpty ? output : output + "/" + file.relativePath
            files[path] = file.copied.map { sources.contents(of: $0.path) ?? [] } ?? file.contents
        }
        return (format == .dtcg ? output + "/palette.resolver.json" : output, MemoryFileProvider(files: files))
    }

    /// The first file whose contents differ, for failure messages.
    static func firstDifference(_ lhs: [GeneratedFile], _ rhs: [GeneratedFile]) -> String {
        if lhs.map(\.relativePath) != rhs.map(\.relativePath) {
            return "files differ: \(lhs.map(\.relativePath)) vs \(rhs.map(\.relativePath))"
        }
        for (left, right) in zip(lhs, rhs) where !same(left, right) {
            if let copied = left.copied {
                return "\(left.relativePath): a copy of \(copied.path) became one of \(right.copied?.path ?? "nothing")"
            }
            return "\(left.relativePath):\n"
                + LineDiff.describe(
                    expected: String(decoding: left.contents, as: UTF8.self),
                    actual: String(decoding: right.contents, as: UTF8.self)
                )
        }
        return ""
    }

    /// Whether two lists of written files are the same: the same paths, texts, and copies of the same bytes.
    static func same(_ lhs: [GeneratedFile], _ rhs: [GeneratedFile]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(same)
    }

    /// Whether two written files are the same; a copy is compared by the digest of what it copies, not by the path
    /// it copies from (a file read back from one imageset may come from another holding the same bytes).
    static func same(_ lhs: GeneratedFile, _ rhs: GeneratedFile) -> Bool {
        lhs.relativePath == rhs.relativePath && lhs.copied?.digest == rhs.copied?.digest && lhs.contents == rhs.contents
    }
}
