import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// DTCG 2025.10 color objects in all fourteen color spaces, against the values coloraide computes
/// (`Fixtures/Foreign/DTCG2025`: its README names the sources, its scripts wrote the expected values).
@Suite struct ForeignDTCGColorTests {
    /// The fixture folder.
    static let folder = Golden.packageRoot.appendingPathComponent(
        "Tests/PaletteFrontendTests/Fixtures/Foreign/DTCG2025"
    )

    /// The files below `name` in the fixture folder, as texts keyed by their path below it.
    static func texts(_ name: String) throws -> [String: String] {
        var texts: [String: String] = [:]
        let directory = folder.appendingPathComponent(name)
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            texts[name + "/" + file] = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        }
        return texts
    }

    /// An expected-values file: `key` → `[space, r, g, b, alpha]`.
    static func expected(_ name: String) throws -> [String: (space: String, components: [Double])] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [Any]])
        return try object.mapValues { row in
            (try #require(row.first as? String), row.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue })
        }
    }

    /// Whether `color` is the expected display color: its space, and its components within 1e-6.
    static func matches(_ color: ColorValue, _ expected: (space: String, components: [Double])) -> Bool {
        let found = [color.red, color.green, color.blue, color.alpha]
        return color.space.rawValue == expected.space && expected.components.count == 4
            && zip(found, expected.components).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    /// terrazzo's `type-color` resolver with light, dark and five more contexts, every literal rewritten in oklch
    /// without a hex fallback: it builds with no error, and every color is what coloraide computes.
    @Test func anOKLCHResolverWithLightAndDarkBuildsWithTheValuesColoraideComputes() throws {
        let (lowered, diagnostics) = ForeignRead.lower(nil, "oklch/color.resolver.json", try Self.texts("oklch"))
        // The one note: the gradient tokens are not colors.
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.rule.rawValue)" } == [
                "note unsupported-by-format"
            ]
        )
        let palette = try #require(lowered)
        let expected = try Self.expected("oklch-expected.json")
        #expect(expected.count == 77)
        for (slot, value) in expected.sorted(by: { $0.key < $1.key }) {
            let parts = slot.split(separator: "@").map(String.init)
            let entry = try #require(palette.entries.first { $0.key == parts[0] }, "\(slot)")
            let appearance = try #require(palette.appearanceIndex(named: parts[1]), "\(slot)")
            let color = entry.values[appearance]
            #expect(Self.matches(color, value), "\(slot): \(color) is not \(value)")
        }
        // Light and dark both come from the resolver's contexts.
        #expect(palette.appearances.prefix(2).map { $0.name } == ["light", "dark"])
    }

    /// unpunnyfuns/tokens' color-space examples hold every DTCG 2025.10 space; each color object reads as the color
    /// coloraide computes, and a JSON Pointer inside a color object is refused at the pointer.
    @Test func everyColorSpaceReadsAsColoraideComputes() throws {
        let texts = try Self.texts("spaces")
        let expected = try Self.expected("spaces-expected.json")
        var spaces: Set<String> = []
        for (path, text) in texts.sorted(by: { $0.key < $1.key }) {
            let (documents, diagnostics) = ForeignRead.read(.dtcg, path, [path: text])
            let file = PathText.lastComponent(path)
            for entry in documents.flatMap(\.entries) {
                guard let value = expected[file + ":" + entry.key] else { continue }
                guard case .color(let color) = entry.values.first?.content else {
                    Issue.record("\(entry.key) is not a color: \(String(describing: entry.values.first?.content))")
                    continue
                }
                #expect(Self.matches(color, value), "\(entry.key): \(color) is not \(value)")
            }
            for case .object(let fields) in Self.colorObjects(text) {
                if case .string(let space)? = fields.last(where: { $0.key == "colorSpace" })?.value.value {
                    spaces.insert(space)
                }
            }
            let errors = diagnostics.diagnostics.filter { $0.severity == .error }
            let pointer =
                "'colors.special.referenced-components': JSON Pointers (\"$ref\") inside a color object are not read; write the number, or alias the whole color with {token}"
            #expect(errors.map(\.message) == (file == "color-spaces.tokens.json" ? [pointer] : []))
        }
        #expect(expected.count == 26)
        #expect(spaces == Set(ColorSpace.allCases.map(\.rawValue)))
    }

    /// The color objects of a JSON text (every object with a `colorSpace`).
    static func colorObjects(_ text: String) -> [SyntaxNode.Value] {
        var diagnostics = DiagnosticBag()
        guard let root = JSONReader.read(SourceFile(path: "x.json", text: text), diagnostics: &diagnostics) else {
            return []
        }
        var found: [SyntaxNode.Value] = []
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .object(let fields):
                if fields.contains(where: { $0.key == "colorSpace" }) { found.append(node.value) }
                stack += fields.map(\.value)
            case .array(let items): stack += items
            default: break
            }
        }
        return found
    }
}
