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

    /// Every file under `corpus/`, `fixtures/` and `examples/`, or `nil` after recording why there are none.
    static func load() -> MemoryFileProvider? {
        var files: [String: [UInt8]] = [:]
        let folders = [
            ("corpus", root.deletingLastPathComponent().appendingPathComponent("shared/corpus")),
            ("fixtures", root.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign")),
            ("examples", root.appendingPathComponent("Palettes")),
        ]
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
        guard files.keys.contains(where: { $0.hasPrefix("corpus/") }) else {
            if Executables.isCI {
                Issue.record("the corpus is required under CI=true")
            } else {
                print("skipped: no corpus beside the package")
            }
            return nil
        }
        return MemoryFileProvider(files: files)
    }

    /// The palette of a source, or `nil` (with the diagnostics recorded) when it does not lower.
    static func palette(_ format: InputFormat?, _ path: String, files: any FileProvider) throws -> Palette? {
        var diagnostics = DiagnosticBag()
        let documents: [PaletteDocument]
        if let format {
            documents = ForeignReader.read(format, path: path, files: files, diagnostics: &diagnostics)
        } else {
            documents = examples.compactMap { native($0, files: files, diagnostics: &diagnostics) }
        }
        let palette = PaletteLowering.lower(documents, diagnostics: &diagnostics)
        if palette == nil || diagnostics.hasErrors {
            Issue.record("\(path) did not lower cleanly: \(diagnostics.diagnostics.map(\.message))")
        }
        return palette
    }

    /// A native palette file read with the native reader.
    static func native(_ path: String, files: any FileProvider, diagnostics: inout DiagnosticBag) -> PaletteDocument? {
        guard let bytes = files.contents(of: path) else { return nil }
        let file = SourceFile(path: path, bytes: bytes)
        let root =
            path.hasSuffix(".plist")
            ? PlistReader.read(file, diagnostics: &diagnostics) : JSONReader.read(file, diagnostics: &diagnostics)
        return root.map { NativePaletteReader.document(from: $0, file: file, diagnostics: &diagnostics) }
    }

    /// The palette that written files read back to.
    static func reread(_ written: [GeneratedFile], as format: OutputFormat) throws -> Palette? {
        let (path, files) = place(written, format: format)
        var diagnostics = DiagnosticBag()
        let documents: [PaletteDocument]
        switch format {
        case .paletteJSON, .palettePlist:
            documents = native(path, files: files, diagnostics: &diagnostics).map { [$0] } ?? []
        default:
            let input = try #require(ForeignReader.detect(path: path, files: files), "\(path) is not detected")
            documents = ForeignReader.read(input, path: path, files: files, diagnostics: &diagnostics)
        }
        let palette = PaletteLowering.lower(documents, diagnostics: &diagnostics)
        let problems = diagnostics.diagnostics.filter { $0.severity != .note }
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
