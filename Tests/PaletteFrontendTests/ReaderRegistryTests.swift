import Foundation
import PaletteFrontend
import PalettecTestSupport
import Testing

/// The reader registry is the one list of input formats: ids, `Docs/Formats.md` and the detection rules follow it.
@Suite struct ReaderRegistryTests {
    /// The table rows of the section of `Docs/Formats.md` under `heading`, as their cells.
    static func rows(under heading: String) throws -> [[String]] {
        let url = Golden.packageRoot.appendingPathComponent("Docs/Formats.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: heading))
        let table = lines[(start + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        // The header and the `| --- |` line are not rows.
        return table.dropFirst(2).map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The texts in backticks of a cell.
    static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    @Test func everyIdIsOnceInTheRegistryAndReadsBackAsItself() {
        let ids = PaletteReaders.all.map(\.format.rawValue)
        #expect(Set(ids).count == ids.count)
        #expect(InputFormat.allCases.map(\.rawValue) == ids)
        for id in ids { #expect(InputFormat(rawValue: id)?.rawValue == id) }
        #expect(InputFormat(rawValue: "sketch") == nil)
    }

    @Test func theFormatTableListsEveryReaderOnce() throws {
        let listed = try Self.rows(under: "# Foreign formats").flatMap { Self.quoted($0[0]) }
        #expect(listed.sorted() == PaletteReaders.all.map(\.format.rawValue).sorted())
    }

    /// Each name a reader claims is in a row of the detection table that ends in its id; a row starting with `…`
    /// continues the names of the row above it.
    @Test func theDetectionTableNamesWhatEachReaderClaims() throws {
        var rows: [(names: [String], formats: [String])] = []
        var lead: [String] = []
        for cells in try Self.rows(under: "## Detection") {
            if !cells[0].hasPrefix("…") { lead = Self.quoted(String(cells[0].prefix { $0 != ":" })) }
            rows.append((lead + Self.quoted(cells[0]), Self.quoted(cells[1])))
        }
        for reader in PaletteReaders.all {
            let id = reader.format.rawValue
            for name in reader.claimedNames {
                #expect(rows.contains { $0.formats.contains(id) && $0.names.contains(name) }, "\(id) claims \(name)")
            }
        }
    }
}
