import PaletteModel

/// The DKNightVersion reader: `DKColorTable.txt` and other text tables (`DKTableTextReader`), and the
/// nested-plist variant (`DKTablePlistReader`).
struct DKTableReader: PaletteReader {
    var format: InputFormat { .dkTable }

    var claimedNames: [String] { ["DKColorTable.txt", ".txt", ".plist"] }

    var summary: ReaderSummary { ReaderSummary("DKNightVersion tables", rank: 4) }

    func confidence(byName candidate: DetectionCandidate) -> DetectionConfidence? {
        !candidate.isFolder && candidate.name == "DKColorTable.txt" ? .name : nil
    }

    /// A `.txt` whose first non-blank line has a `NORMAL` column; a `.plist` whose root values are dicts keyed
    /// `NORMAL` or `NIGHT`.
    func confidence(byContents candidate: DetectionCandidate) -> DetectionConfidence? {
        guard !candidate.isFolder else { return nil }
        if candidate.hasSuffix(".txt") {
            return Self.firstLineNamesNormal(candidate.bytes ?? []) ? .shape : nil
        }
        guard candidate.hasSuffix(".plist"), case .root(let root) = candidate.plist,
            case .object(let members) = root.value
        else { return nil }
        let isThemeTable = members.contains { member in
            guard case .object(let themes) = member.value.value else { return false }
            return themes.contains { $0.key == "NORMAL" || $0.key == "NIGHT" }
        }
        return isThemeTable ? .shape : nil
    }

    func read(_ request: ReadRequest, diagnostics: inout DiagnosticBag) -> [PaletteDocument] {
        guard let file = request.file(diagnostics: &diagnostics) else { return [] }
        guard request.hasSuffix(".plist") else {
            return DKTableTextReader.read(file, limits: request.limits, diagnostics: &diagnostics).map { [$0] } ?? []
        }
        return PlistReader.read(file, limits: request.limits, diagnostics: &diagnostics).map { root in
            [DKTablePlistReader.document(from: root, file: file, diagnostics: &diagnostics)]
        } ?? []
    }

    /// Whether the first line of a text file has the token `NORMAL` (DKNightVersion's required theme column).
    private static func firstLineNamesNormal(_ bytes: [UInt8]) -> Bool {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        // A blank first line is a DKNightVersion hazard, so look at the first non-blank line.
        var lineStart = start
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let words = bytes[lineStart..<end].split { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if !words.isEmpty { return words.contains { Array($0) == Array("NORMAL".utf8) } }
            lineStart = end + 1
        }
        return false
    }
}

extension InputFormat {
    /// A DKNightVersion color table (`DKColorTable.txt`, or its nested-plist variant).
    public static let dkTable = InputFormat(id: "dk-table")
}
