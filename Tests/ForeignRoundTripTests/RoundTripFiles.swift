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

    /// The corpus of real palette files, beside the package.
    static let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    /// The foreign-format fixtures written for the tests.
    static let fixtureFolder = root.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign")

    /// Whether the round trips can run: the corpus is there, or this is CI, where its absence is a failure.
    static var canLoad: Bool {
        Executables.isCI || FileManager.default.fileExists(atPath: corpus.path)
    }

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

    /// The palette that written files read back to, detected as `palettec convert` would detect them.
    static func reread(_ written: [GeneratedFile], as format: OutputFormat) -> Palette? {
        let (path, files) = place(written, format: format)
        var diagnostics = DiagnosticBag()
        let loaded = PaletteLoader.load([.init(path: path)], files: files, diagnostics: &diagnostics)
        let palette = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics)
        // A format without aliases writes an alias as its target's value, so the read-back palette has near
        // duplicates the original wrote as aliases: true of the output, and no loss of fidelity.
        let problems = diagnostics.diagnostics.filter { $0.severity != .note && $0.rule != .nearDuplicate }
        #expect(problems.isEmpty, "reading back \(format.rawValue): \(problems.map(\.message))")
        return palette
    }

    /// Where an output of a format is put so its reader finds it, and the files.
    static func place(_ written: [GeneratedFile], format: OutputFormat) -> (String, MemoryFileProvider) {
        let (path, single): (String, String) =
            switch format {
            case .lflBundle: ("out/Palette.bundle", "")
            case .dkTable: ("out/DKColorTable.txt", "out/DKColorTable.txt")
            case .dtcg: ("out/palette.resolver.json", "")
            case .xcassets: ("out/Palette.xcassets", "")
            case .android: ("out/res", "")
            case .paletteJSON: ("out/Palette.json", "out/Palette.json")
            case .palettePlist: ("out/Palette.plist", "out/Palette.plist")
            default: ("out", "out")
            }
        var files: [String: [UInt8]] = [:]
        for file in written {
            let folder = format == .dtcg ? "out" : path
            files[file.relativePath.isEmpty ? single : folder + "/" + file.relativePath] = file.contents
        }
        return (path, MemoryFileProvider(files: files))
    }

    /// The first file whose contents differ, for failure messages.
    static func firstDifference(_ lhs: [GeneratedFile], _ rhs: [GeneratedFile]) -> String {
        if lhs.map(\.relativePath) != rhs.map(\.relativePath) {
            return "files differ: \(lhs.map(\.relativePath)) vs \(rhs.map(\.relativePath))"
        }
        for (left, right) in zip(lhs, rhs) where left != right {
            return "\(left.relativePath):\n"
                + LineDiff.describe(
                    expected: String(decoding: left.contents, as: UTF8.self),
                    actual: String(decoding: right.contents, as: UTF8.self)
                )
        }
        return ""
    }
}
