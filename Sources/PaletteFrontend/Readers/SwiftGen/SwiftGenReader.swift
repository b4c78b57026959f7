import PaletteModel

/// The SwiftGen colors reader: `.txt` (`SwiftGenTextReader`), `.json` (`SwiftGenJSONReader`) and Android-style
/// `.xml` (`SwiftGenXMLReader`).
struct SwiftGenReader: PaletteReader {
    var format: InputFormat { .swiftgen }

    var claimedNames: [String] { [".txt", ".json", ".xml"] }

    var summary: ReaderSummary { ReaderSummary("SwiftGen colors", rank: 5) }

    /// Not offered by a search: any `.txt` is a SwiftGen colors file when no other reader is surer of it.
    var isOfferedBySearch: Bool { false }

    /// Any `.txt` no other reader is surer of; a flat JSON object of strings (without the `colors` or `images`
    /// member a palette's content is in); an `.xml` with a `<resources>` root.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        guard !candidate.isFolder else { return nil }
        if candidate.hasSuffix(".txt") { return .fallback }
        if let members = candidate.jsonMembers {
            // A palette's `colors` or `images` is never a SwiftGen color, even when it holds a string.
            let flat =
                !members.isEmpty
                && members.allSatisfy { member in
                    guard case .string = member.value.value else { return false }
                    return member.key != "colors" && member.key != "images"
                }
            return flat ? .shape : nil
        }
        guard candidate.hasSuffix(".xml"), case .root(let root) = candidate.xml, root.name == "resources" else {
            return nil
        }
        return .shape
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        guard let file = request.file(diagnostics: &diagnostics) else { return [] }
        let limits = request.limits
        let document: PaletteDocument?
        if request.hasSuffix(".xml") {
            document = XMLReader.read(file, limits: limits, diagnostics: &diagnostics).map { root in
                SwiftGenXMLReader.document(from: root, file: file, diagnostics: &diagnostics)
            }
        } else if request.hasSuffix(".json") {
            document = JSONReader.read(file, limits: limits, diagnostics: &diagnostics).map { root in
                SwiftGenJSONReader.document(from: root, file: file, diagnostics: &diagnostics)
            }
        } else {
            document = SwiftGenTextReader.read(file, limits: limits, diagnostics: &diagnostics)
        }
        return document.map { [$0] } ?? []
    }
}

extension InputFormat {
    /// SwiftGen colors files (`.txt`, `.json`, Android-style `.xml`).
    public static let swiftgen = InputFormat(id: "swiftgen")
}
