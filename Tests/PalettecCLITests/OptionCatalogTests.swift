import Foundation
import PaletteEmitters
import PalettecTestSupport
import Testing

@testable import PalettecCLI

/// The options every output format declares: documented from the declarations, and checked in `palettec.json`
/// at their positions.
@Suite struct OptionCatalogTests {
    /// The marker lines around the generated table in `Docs/Configuration.md`.
    static let markers = (
        "<!-- options: generated from the code; `make golden` rewrites it -->\n", "<!-- end of options -->"
    )

    @Test func configurationDocumentListsEveryOptionFromTheCode() throws {
        let path = "Docs/Configuration.md"
        let text = try String(contentsOf: Golden.packageRoot.appendingPathComponent(path), encoding: .utf8)
        let start = try #require(text.range(of: Self.markers.0), "no options marker in \(path)")
        let end = try #require(text.range(of: Self.markers.1, range: start.upperBound..<text.endIndex))
        let expected = text[..<start.upperBound] + OptionCatalog.markdown + text[end.lowerBound...]
        Golden.expect(String(expected), matches: path)
    }

    @Test func everyOptionIsLowerCamelCaseWithHelpAndADefault() {
        for format in OutputFormat.allCases {
            for spec in format.emitter.optionSpecs {
                #expect(spec.name.first?.isLowercase == true, "\(format.rawValue).\(spec.name)")
                #expect(spec.name.allSatisfy { $0.isLetter || $0.isNumber }, "\(format.rawValue).\(spec.name)")
                #expect(!spec.help.isEmpty && !spec.defaultValue.isEmpty, "\(format.rawValue).\(spec.name)")
            }
        }
        #expect(OptionCatalog.helpText.contains("    allowLoss "))
    }

    @Test func helpBuildListsTheOptions() throws {
        let folder = try TemporaryFolder()
        let help = try folder.palettec(["help", "build"])
        #expect(help.status == 0)
        #expect(
            help.standardOutput.hasSuffix(Usage.wrap(OptionCatalog.helpText, width: Usage.defaultWidth)),
            "\(help.standardOutput)"
        )
    }

    @Test func badOptionValuesAreReportedAtTheirPositionAndFormerNamesStillWork() throws {
        let folder = try TemporaryFolder()
        try folder.write("Brand.json", ##"{"colors": {"PGC01": {"light": "#0A84FF", "dark": "#409CFF"}}}"##)
        let config = MarkedText(
            """
            { "palettes": ["Brand.json"],
              "outputs": [
                { "format": "swift", "path": "Brand.swift", "typeName": 1️⃣"Has Space",
                  "objcName": 2️⃣"9Lives", "accessLevel": 3️⃣"private" },
                { "format": "css", "path": "brand.css", "selector": 4️⃣"a, b", "lightDark": 5️⃣"yes" },
                { "format": "dk-table", "path": "DKColorTable.txt", 6️⃣"allow-loss": true } ] }
            """
        )
        try folder.write("palettec.json", config.text)
        let build = try folder.palettec(["build"])
        #expect(build.status == 2)
        let lines = build.standardError.split(separator: "\n").filter { $0.hasPrefix("palettec.json:") }
        // One append per line: a list of concatenations is more than the type checker will solve.
        let place = { (marker: String) in config.place(marker, in: "palettec.json") + ": " }
        var expected: [String] = []
        expected.append(
            place("1️⃣")
                + "error: swift option 'typeName' 'Has Space' is not an identifier (ASCII letters, digits and '_', not starting with a digit) [invalid-config]"
        )
        expected.append(
            place("2️⃣")
                + "error: swift option 'objcName' must be an Objective-C class name (ASCII letters, digits and '_', not starting with a digit), not '9Lives' [invalid-config]"
        )
        expected.append(
            place("3️⃣")
                + "error: swift option 'accessLevel' must be one of 'internal', 'public', not 'private' [invalid-config]"
        )
        expected.append(
            place("4️⃣")
                + "error: css option 'selector' must be one selector without '{', '}', ';', ',', '@', '<', '\\', quotes or control characters: 'a, b' [invalid-config]"
        )
        expected.append(place("5️⃣") + "error: css option 'lightDark' must be true or false [invalid-config]")
        expected.append(
            place("6️⃣")
                + "warning: option 'allow-loss' is now 'allowLoss'; the old name is still read [deprecated-option]"
        )
        #expect(lines.map(String.init) == expected, "\(build.standardError)")
        #expect(folder.read("Brand.swift") == nil)
    }
}
