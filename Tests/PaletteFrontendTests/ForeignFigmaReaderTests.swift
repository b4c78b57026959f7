import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Tests of the Figma variables reader: the REST `variables/local` response and Plugin API dumps.
@Suite struct ForeignFigmaReaderTests {
    /// The fixtures folder.
    static let folder = Golden.packageRoot.appendingPathComponent("Tests/PaletteFrontendTests/Fixtures/Foreign/Figma")

    /// A fixture's text.
    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The appearance each mode of the REST fixture is read as (`*`: every appearance).
    static let restModes: [String: [String]] = [
        "MDS-Light": ["light"], "MDS-Dark": ["dark"], "Pay.io Light": ["Pay-io-light"],
        "Pay.io Dark": ["Pay-io-dark"], "Partners": ["Partners"], "Mode 1": ["*"], "Primary": ["light", "dark"],
        "Secondary": ["Secondary"], "Light": ["_Button_fill-Light"], "Dark": ["_Button_fill-Dark"],
    ]

    /// `Math.round(v * 255)` per channel, as Figma shows the color and its exporter writes it.
    static func figmaHex(_ color: [String: Any]) -> String {
        let channels = ["r", "g", "b", "a"].map { channel -> Int in
            let value = (color[channel] as? NSNumber)?.doubleValue ?? 1
            return Int((value * 255).rounded(.toNearestOrAwayFromZero))
        }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }

    /// Every literal color of every local COLOR variable, by `key@appearance`, computed from the file with
    /// `JSONSerialization` and Figma's rounding.
    static func literalColors(_ text: String, modes: [String: [String]]) throws -> [String: String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let meta = root["meta"] as? [String: Any] ?? root
        func list(_ value: Any?) -> [[String: Any]] {
            if let array = value as? [[String: Any]] { return array }
            return (value as? [String: [String: Any]]).map { Array($0.values) } ?? []
        }
        var modeNames: [String: String] = [:]
        for collection in list(meta["variableCollections"]) {
            for mode in collection["modes"] as? [[String: String]] ?? [] {
                if let id = mode["modeId"] { modeNames[id] = mode["name"] }
            }
        }
        var expected: [String: String] = [:]
        for variable in list(meta["variables"])
        where variable["resolvedType"] as? String == "COLOR" && variable["remote"] as? Bool != true {
            let key = (variable["name"] as? String ?? "").replacingOccurrences(of: "/", with: ".")
            for (mode, value) in variable["valuesByMode"] as? [String: [String: Any]] ?? [:] where value["r"] != nil {
                for appearance in modes[modeNames[mode] ?? ""] ?? ["?"] {
                    expected[key + "@" + appearance] = figmaHex(value)
                }
            }
        }
        return expected
    }

    /// The document values of every entry, by `key@appearance`.
    static func slots(_ documents: [PaletteDocument]) -> [String: String] {
        var found: [String: String] = [:]
        for entry in documents.flatMap(\.entries) {
            for value in ForeignRead.values(documents, entry.key) {
                let parts = value.split(separator: "=", maxSplits: 1)
                found[entry.key + "@" + parts[0]] = String(parts[1])
            }
        }
        return found
    }

    @Test func theRESTResponseReadsEveryLiteralColorAsFigmaRoundsIt() throws {
        let text = try Self.fixture("variables-local.json")
        let (documents, _) = ForeignRead.read(nil, "variables-local.json", ["variables-local.json": text])
        let found = Self.slots(documents)
        let expected = try Self.literalColors(text, modes: Self.restModes)
        #expect(expected.count == 18)
        for (slot, hex) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(found[slot] == hex, "\(slot)")
        }
        // 0.5 alpha is 127.5, which Math.round takes up to 128.
        #expect(found["Overlay.scrim@light"] == "#00000080")
    }

    @Test func theRESTResponseMapsModesCollectionsAndAliases() throws {
        let text = try Self.fixture("variables-local.json")
        let (documents, diagnostics) = ForeignRead.read(nil, "variables-local.json", ["variables-local.json": text])
        #expect(
            ForeignReader.detect(
                path: "variables-local.json",
                files: MemoryFileProvider(texts: ["variables-local.json": text])
            ) == .figma
        )
        // The remote `Global Colors` defines `Brand main/piccolo` too, but remote variables are not entries, so the
        // local one keeps its plain key; the FLOATs are skipped.
        #expect(
            documents.flatMap(\.entries).map(\.key) == [
                "Brand main.piccolo", "Text.primary", "Overlay.scrim", "Brand main.hidden", "Text.library",
                "Social.facebook", "Social.brand", "--mds-button-fill-background-color",
            ]
        )
        #expect(
            documents.first?.themes.map { "\($0.name):\($0.scheme ?? "-"):\($0.fallback ?? "-")" } == [
                "Pay-io-light:light:light", "Pay-io-dark:dark:dark", "Partners:-:light", "Secondary:-:light",
                "_Button_fill-Light:-:light", "_Button_fill-Dark:-:light",
            ]
        )
        let found = Self.slots(documents)
        // An alias within a collection reads the same mode: an alias in every appearance.
        #expect(found["Text.primary@dark"] == "{Brand main.piccolo}")
        #expect(found["Text.primary@Pay-io-dark"] == "{Brand main.piccolo}")
        // A one-mode collection's alias into a collection of modes names no mode of the target's: a layer shown in
        // an appearance selects Global Colors' mode for it, so the alias follows the appearance.
        #expect(found["Social.brand@*"] == "{Brand main.piccolo}")
        // A variant collection's default mode is light and dark; its alias follows the appearance too.
        #expect(found["--mds-button-fill-background-color@light"] == "{Brand main.piccolo}")
        #expect(found["--mds-button-fill-background-color@dark"] == "{Brand main.piccolo}")
        #expect(found["--mds-button-fill-background-color@_Button_fill-Light"] == "{Brand main.piccolo}")
        // An alias to a remote variable reads its color in the mode of the same name.
        #expect(found["Text.library@light"] == "#010203FF")
        #expect(found["Text.library@dark"] == "#040506FF")
        #expect(found["Text.library@Partners"] == "#010203FF")
        #expect(documents.flatMap(\.entries).first?.description == "The brand's main color.")
        let marked = ["1 remote variable", "2 FLOAT"]
        #expect(diagnostics.diagnostics.map(\.severity) == [.note, .note])
        for (diagnostic, words) in zip(diagnostics.diagnostics, marked) {
            #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
        }
        let (palette, lowering) = ForeignRead.lower(nil, "variables-local.json", ["variables-local.json": text])
        #expect(!lowering.hasErrors, "\(lowering.diagnostics.map(\.message))")
        #expect(palette?.entries.count == 8)
        #expect(ForeignRead.value(palette, "Brand main.piccolo", "Partners") == "#C8102EFF")
        #expect(ForeignRead.value(palette, "Social.facebook", "Pay-io-dark") == "#1877F2FF")
        #expect(
            palette?.entries.first { $0.key == "Text.primary" }?.values.map(\.hexRGBA).prefix(2) == [
                "#5C33CFFF", "#7151E9FF",
            ]
        )
    }

    @Test func aPluginDumpOfArraysWithoutTheEnvelopeIsRead() throws {
        let text = try Self.fixture("plugin-dump.json")
        let files = ["plugin-dump.json": text]
        #expect(ForeignReader.detect(path: "plugin-dump.json", files: MemoryFileProvider(texts: files)) == .figma)
        let (documents, diagnostics) = ForeignRead.read(nil, "plugin-dump.json", files)
        let found = Self.slots(documents)
        let expected = try Self.literalColors(text, modes: ["Light": ["light"], "Dark": ["dark"]])
        #expect(expected.count == 4)
        for (slot, hex) in expected.sorted(by: { $0.key < $1.key }) { #expect(found[slot] == hex, "\(slot)") }
        // Semantic's Light and Dark alias Primitives' Light and Dark: aliases in both.
        #expect(found["text.primary@light"] == "{color.gray.900}")
        #expect(found["text.primary@dark"] == "{color.brand.watermelon}")
        // Alpha 0.9 is stored as the float32 0.89999997…, so Math.round gives 229 (E5), not 230.
        #expect(found["color.brand.watermelon@dark"] == "#FF758FE5")
        #expect(
            diagnostics.diagnostics.map(\.message) == ["variables that are not colors are skipped: 1 FLOAT, 1 STRING"]
        )
        let (palette, lowering) = ForeignRead.lower(nil, "plugin-dump.json", files)
        #expect(!lowering.hasErrors)
        #expect(palette?.themes.isEmpty == true)
    }

    @Test func aPluginsPerModeTokenTreesAreRead() throws {
        let text = try Self.fixture("modes-export.json")
        let files = ["modes-export.json": text]
        #expect(ForeignReader.detect(path: "modes-export.json", files: MemoryFileProvider(texts: files)) == .figma)
        let (documents, diagnostics) = ForeignRead.read(nil, "modes-export.json", files)
        // `color.scrim` is defined by both collections, so each is prefixed by its collection, and the alias with
        // `$collectionName` names the prefixed key; `color.gray.900` is defined once and keeps its path.
        #expect(
            documents.flatMap(\.entries).map(\.key) == [
                "color.gray.0", "color.gray.900", "Primitives.color.scrim", "text.primary",
                "Semantic  |  tokens.color.scrim",
            ]
        )
        #expect(ForeignRead.values(documents, "color.gray.900") == ["light=#111827", "dark=#f9fafb"])
        #expect(ForeignRead.values(documents, "text.primary") == ["*={color.gray.900}"])
        #expect(ForeignRead.values(documents, "Semantic  |  tokens.color.scrim") == ["*={Primitives.color.scrim}"])
        #expect(diagnostics.diagnostics.map(\.message) == ["tokens that are not colors are skipped: 2 float, 1 string"])
        let (palette, lowering) = ForeignRead.lower(nil, "modes-export.json", files)
        #expect(!lowering.hasErrors, "\(lowering.diagnostics.map(\.message))")
        #expect(ForeignRead.value(palette, "Primitives.color.scrim", "dark") == "#FFFFFF80")
        #expect(
            palette?.entries.first { $0.key == "text.primary" }?.values.map(\.hexRGBA).prefix(2) == [
                "#111827FF", "#F9FAFBFF",
            ]
        )
    }

    /// A plugin dump with two collections, `P` (modes given) and `S` (one mode `Mode 1`), and `variables` as given.
    static func dump(modes: String, variables: String) -> String {
        """
        {"variableCollections": [
        {"id": "P", "name": "Primitives", "defaultModeId": "p0", "modes": [\(modes)]},
        {"id": "S", "name": "Semantic", "defaultModeId": "s0", "modes": [{"modeId": "s0", "name": "Mode 1"}]}],
        "variables": [\(variables)]}
        """
    }

    @Test func brokenValuesAndAliasesAreReportedWhereTheyAre() {
        let marked = MarkedText(
            Self.dump(
                modes: #"{"modeId": "p0", "name": "Light"}, {"modeId": "p1", "name": "Dark"}"#,
                variables: """
                    {"id": "a", "name": "a", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": {"p0": 1️⃣{"type": "VARIABLE_ALIAS", "id": "b"}, "p1": {"r": 2️⃣1.5, "g": 0, "b": 0}}},
                    {"id": "b", "name": "b", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": {"p0": {"type": "VARIABLE_ALIAS", "id": "c"}, "p1": 3️⃣{"type": "VARIABLE_ALIAS", "id": "gone"}}},
                    {"id": "c", "name": "c", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": {"p0": {"type": "VARIABLE_ALIAS", "id": "a"}, "p1": 4️⃣{"type": "VARIABLE_ALIAS", "id": "n"}}},
                    {"id": "d", "name": "d", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": 5️⃣{"p0": {"r": 0, "g": 0, "b": 0}}},
                    6️⃣{"id": "n", "name": "n", "variableCollectionId": "S", "resolvedType": "FLOAT", "valuesByMode": {"s0": 4}}
                    """
            )
        )
        let (documents, diagnostics) = ForeignRead.read(.figma, "t", ["t": marked.text])
        // The loop a → b → c → a is reported once, at the first of its values reached; each other cause once, where
        // it is; no value of a broken slot is reported again in lowering.
        #expect(
            ForeignRead.places(diagnostics) == [
                ForeignRead.place(.aliasCycle, marked, "1️⃣"), ForeignRead.place(.colorOutOfRange, marked, "2️⃣"),
                ForeignRead.place(.unknownAlias, marked, "3️⃣"), ForeignRead.place(.wrongType, marked, "4️⃣"),
                ForeignRead.place(.missingAppearance, marked, "5️⃣"),
                ForeignRead.place(.unsupportedByFormat, marked, "6️⃣"),
            ]
        )
        #expect(
            diagnostics.diagnostics.first?.message == "these aliases refer to each other in a loop: a → b → c → a"
        )
        #expect(ForeignRead.values(documents, "a") == ["light=(reported)", "dark=(reported)"])
        var lowering = diagnostics
        _ = PaletteLowering.lower(documents, diagnostics: &lowering)
        #expect(lowering.diagnostics.count == diagnostics.diagnostics.count)
    }

    /// A file whose collections all have one mode, none named dark (bullhorn's exports: `default`, `Default`), is
    /// read as every appearance with one warning that it has no dark values, at the first collection's mode.
    @Test func aFileWithOneModeAndNoDarkOneIsEveryAppearanceWithOneWarning() throws {
        let text = try Self.fixture("one-mode-export.json")
        let marked = MarkedText(text.replacingOccurrences(of: #""default": {"#, with: #"1️⃣"default": {"#))
        let (palette, diagnostics) = ForeignRead.lower(nil, "t.json", ["t.json": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.missingAppearance, marked, "1️⃣")])
        #expect(
            diagnostics.diagnostics.map { "\($0.severity.rawValue) \($0.message)" } == [
                "warning every collection of this Figma file has one mode ('default'), none named dark, so it has no "
                    + "dark values: every appearance has the same colors"
            ]
        )
        #expect(ForeignRead.value(palette, "text.primary", "light") == "{color.gray.900}")
        #expect(ForeignRead.value(palette, "text.primary", "dark") == "{color.gray.900}")
        #expect(ForeignRead.value(palette, "color.gray.900", "dark") == "#111827FF")
        // A REST or plugin dump alike, and a lone mode named light; a collection with a dark mode gives no warning.
        for (modes, warnings) in [
            (#"{"modeId": "p0", "name": "Light"}"#, 1),
            (#"{"modeId": "p0", "name": "Light"}, {"modeId": "p1", "name": "Dark"}"#, 0),
        ] {
            let dump = Self.dump(
                modes: modes,
                variables: """
                    {"id": "a", "name": "bg", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": {"p0": {"r": 1, "g": 1, "b": 1}, "p1": {"r": 0, "g": 0, "b": 0}}},
                    {"id": "b", "name": "fg", "variableCollectionId": "S", "resolvedType": "COLOR",
                     "valuesByMode": {"s0": {"type": "VARIABLE_ALIAS", "id": "a"}}}
                    """
            )
            let (_, read) = ForeignRead.read(.figma, "t.json", ["t.json": dump])
            #expect(read.diagnostics.filter { $0.rule == .missingAppearance }.count == warnings, "\(modes)")
        }
    }

    @Test func aNameTwoCollectionsDefineIsPrefixedByEachCollection() {
        let text = Self.dump(
            modes: #"{"modeId": "p0", "name": "Mode 1"}"#,
            variables: """
                {"id": "a", "name": "brand/main", "variableCollectionId": "P", "resolvedType": "COLOR",
                 "valuesByMode": {"p0": {"r": 1, "g": 0, "b": 0, "a": 1}}},
                {"id": "b", "name": "brand/main", "variableCollectionId": "S", "resolvedType": "COLOR",
                 "valuesByMode": {"s0": {"type": "VARIABLE_ALIAS", "id": "a"}}},
                {"id": "c", "name": "brand/other", "variableCollectionId": "S", "resolvedType": "COLOR",
                 "valuesByMode": {"s0": {"type": "VARIABLE_ALIAS", "id": "b"}}}
                """
        )
        let (documents, diagnostics) = ForeignRead.read(.figma, "t.json", ["t.json": text])
        // Only the warning that one-mode collections have no dark values.
        #expect(diagnostics.diagnostics.map(\.rule) == [.missingAppearance])
        #expect(
            documents.flatMap(\.entries).map(\.key) == ["Primitives.brand.main", "Semantic.brand.main", "brand.other"]
        )
        #expect(ForeignRead.values(documents, "Semantic.brand.main") == ["*={Primitives.brand.main}"])
        #expect(ForeignRead.values(documents, "brand.other") == ["*={Semantic.brand.main}"])
    }

    @Test func lightAndDarkAmongVariantsAreNotAppearances() {
        // The default mode `Primary` names no appearance, so `Light` and `Dark` are variants, as in `_Button_outline`.
        let text = Self.dump(
            modes: """
                {"modeId": "p0", "name": "Primary"}, {"modeId": "p1", "name": "Light"}, {"modeId": "p2", "name": "Dark"}
                """,
            variables: """
                {"id": "a", "name": "fill", "variableCollectionId": "P", "resolvedType": "COLOR",
                 "valuesByMode": {"p0": {"r": 1, "g": 0, "b": 0}, "p1": {"r": 0, "g": 1, "b": 0}, "p2": {"r": 0, "g": 0, "b": 1}}}
                """
        )
        let (palette, diagnostics) = ForeignRead.lower(.figma, "t.json", ["t.json": text])
        #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics.map(\.message))")
        #expect(ForeignRead.value(palette, "fill", "light") == "#FF0000FF")
        #expect(ForeignRead.value(palette, "fill", "dark") == "#FF0000FF")
        #expect(ForeignRead.value(palette, "fill", "Primitives-Light") == "#00FF00FF")
        #expect(ForeignRead.value(palette, "fill", "Primitives-Dark") == "#0000FFFF")
    }

    @Test func aBrandWithoutADarkModeReadsItsDefaultWithAWarning() {
        let marked = MarkedText(
            Self.dump(
                modes: #"{"modeId": "p0", "name": 1️⃣"MDS-Light"}, {"modeId": "p1", "name": "BC-Dark"}"#,
                variables: """
                    {"id": "a", "name": "bg", "variableCollectionId": "P", "resolvedType": "COLOR",
                     "valuesByMode": {"p0": {"r": 1, "g": 1, "b": 1}, "p1": {"r": 0, "g": 0, "b": 0}}}
                    """
            )
        )
        let (palette, diagnostics) = ForeignRead.lower(.figma, "t", ["t": marked.text])
        #expect(ForeignRead.places(diagnostics) == [ForeignRead.place(.missingAppearance, marked, "1️⃣")])
        #expect(diagnostics.diagnostics.first?.severity == .warning)
        #expect(ForeignRead.value(palette, "bg", "dark") == "#FFFFFFFF")
        #expect(ForeignRead.value(palette, "bg", "BC-dark") == "#000000FF")
    }

    @Test func theNoteOnSkippedVariablesStaysShort() {
        let variables = (0..<8).map {
            #"{"id": "t\#($0)", "name": "t\#($0)", "variableCollectionId": "S", "resolvedType": "KIND\#($0)", "valuesByMode": {}}"#
        }
        let text = Self.dump(
            modes: #"{"modeId": "p0", "name": "Mode 1"}"#,
            variables: variables.joined(separator: ", ")
        )
        let (_, diagnostics) = ForeignRead.read(.figma, "t.json", ["t.json": text])
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "variables that are not colors are skipped: 1 KIND0, 1 KIND1, 1 KIND2, 1 KIND3, 1 KIND4, 1 KIND5 and 2 more"
            ]
        )
    }

    @Test func longAliasChainsAndManyModesAreReadInLinearTime() throws {
        // 10,000 variables, each an alias of the next in both modes, and a variable in a collection of 2,000 modes
        // beside one that has a value for only 1 of them: each (variable, mode) is walked once, and only the values
        // written are. Without the memo the chains alone are 100 million steps.
        let count = 10_000
        var variables: [String] = []
        for index in 0..<count {
            let value =
                index == count - 1
                ? #"{"r": 0.5, "g": 0.5, "b": 0.5}"# : #"{"type": "VARIABLE_ALIAS", "id": "v\#(index + 1)"}"#
            variables.append(
                #"{"id": "v\#(index)", "name": "c/\#(index)", "variableCollectionId": "P", "resolvedType": "COLOR", "#
                    + #""valuesByMode": {"p0": \#(value), "p1": \#(value)}}"#
            )
        }
        let modes = (0..<2_000).map { #"{"modeId": "m\#($0)", "name": "Brand \#($0) Light"}"# }
        let values = (0..<2_000).map { #""m\#($0)": {"r": 1, "g": 1, "b": 1}"# }
        variables.append(
            #"{"id": "w", "name": "wide", "variableCollectionId": "M", "resolvedType": "COLOR", "valuesByMode": {"#
                + values.joined(separator: ", ") + "}}"
        )
        variables.append(
            #"{"id": "x", "name": "sparse", "variableCollectionId": "M", "resolvedType": "COLOR", "#
                + #""valuesByMode": {"m0": {"r": 0, "g": 0, "b": 0}}}"#
        )
        let text = """
            {"variableCollections": [
            {"id": "P", "name": "P", "defaultModeId": "p0",
             "modes": [{"modeId": "p0", "name": "Light"}, {"modeId": "p1", "name": "Dark"}]},
            {"id": "M", "name": "M", "defaultModeId": "m0", "modes": [\(modes.joined(separator: ", "))]}],
            "variables": [\(variables.joined(separator: ",\n"))]}
            """
        let clock = ContinuousClock()
        let start = clock.now
        let (documents, diagnostics) = ForeignRead.read(.figma, "t.json", ["t.json": text])
        #expect(clock.now - start < .seconds(30), "a generous hang guard")
        #expect(
            diagnostics.diagnostics.map(\.message) == [
                "collection 'M' has no dark mode; its default mode 'Brand 0 Light' is read as dark",
                "variable 'sparse' has no value for 1999 of its collection's 2000 modes",
            ]
        )
        #expect(documents.first?.entries.count == count + 2)
        #expect(documents.first?.themes.count == 1_999)
        #expect(ForeignRead.values(documents, "c.0") == ["light={c.1}", "dark={c.1}"])
        #expect(ForeignRead.values(documents, "c.9999") == ["light=#808080FF", "dark=#808080FF"])
        #expect(ForeignRead.values(documents, "wide").count == 2_001)
        #expect(ForeignRead.values(documents, "sparse") == ["light=#000000FF", "dark=#000000FF"])
    }
}
