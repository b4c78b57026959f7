import PaletteModel

/// The native palette formats, `palette-json` and `palette-plist`: the unit that registers them, detects them and
/// reads them with `NativePaletteReader` (`Document/`, which builds the document from either syntax's tree).
///
/// A palette file that names no format is usually read before detection, by the loader's native probe
/// (`PaletteLoader.readNativeIfPalette`), which parses it once for both; detection here settles the rest.
struct NativeReader: PaletteReader {
    /// The syntax a native palette is written in.
    enum Syntax {
        /// JSON.
        case json
        /// XML property list.
        case plist
    }

    /// The palette in JSON.
    static let json = NativeReader(syntax: .json)
    /// The palette in plist XML.
    static let plist = NativeReader(syntax: .plist)

    /// Its syntax.
    let syntax: Syntax

    var format: InputFormat {
        syntax == .json ? .paletteJSON : .palettePlist
    }

    var claimedNames: [String] {
        syntax == .json ? [".json"] : [".plist"]
    }

    var summary: ReaderSummary {
        ReaderSummary("palettes (an object with a 'colors' or 'images' object)", rank: 0)
    }

    var readsFolders: Bool {
        false
    }

    /// A root `colors` or `images` object (in JSON, with no tokens below: a token file may have a `colors`
    /// group); a file of the extension that does not parse, so the native reader reports where it breaks.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        switch syntax {
        case .json:
            if candidate.hasSuffix(".json"), !candidate.isFolder, case .unparsable = candidate.json { return .fallback }
            guard let members = candidate.jsonMembers,
                let content = members.last(where: { $0.key == "colors" })
                    ?? members.last(where: { $0.key == "images" }),
                case .object = content.value.value, candidate.tokenShape == nil
            else { return nil }
            return .shape
        case .plist:
            guard candidate.hasSuffix(".plist"), !candidate.isFolder else { return nil }
            switch candidate.plist {
            case .unparsable: return .fallback
            case .unreadable: return nil
            case .root(let root):
                guard case .object(let members) = root.value,
                    members.contains(where: { $0.key == "colors" || $0.key == "images" })
                else { return nil }
                return .shape
            }
        }
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        guard let bytes = request.files.contents(of: request.path) else { return [] }
        let file = SourceFile(path: request.path, bytes: bytes)
        var local = DiagnosticBag()
        let root =
            syntax == .plist
            ? PlistReader.read(file, limits: request.limits, diagnostics: &local)
            : JSONReader.read(file, limits: request.limits, diagnostics: &local)
        diagnostics.append(contentsOf: JSON5Hint.annotated(local))
        guard let root else { return [] }
        return [NativePaletteReader.document(from: root, file: file, diagnostics: &diagnostics)]
    }
}

extension InputFormat {
    /// The native palette format in JSON.
    public static let paletteJSON = InputFormat(id: "palette-json")
    /// The native palette format in plist XML.
    public static let palettePlist = InputFormat(id: "palette-plist")
}
