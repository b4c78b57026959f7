import Foundation
import PaletteModel
import PalettecTestSupport
import Testing

/// Every rule raised by the built `palettec` from a minimal real project, with the whole line it prints.
///
/// A rule added without a case here fails `everyRuleHasOneCase`, so no rule can exist that no input raises.
@Suite struct RuleCoverageTests {
    /// One file of a case's project folder.
    struct File: Sendable {
        /// How the text is written to disk.
        enum Encoding: Sendable {
            case utf8
            /// ISO 8859-1, one byte per character: `é` is the byte 0xE9, which is not UTF-8.
            case latin1
        }

        /// The text, with the markers the expected line is placed by.
        var marked: MarkedText
        var encoding: Encoding

        /// The bytes written.
        var data: Data {
            switch encoding {
            case .utf8: Data(marked.text.utf8)
            case .latin1: Data(marked.text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
            }
        }
    }

    /// A rule, a project folder and command line that raise it, the line palettec prints for it and the exit
    /// status.
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: Rule
        /// Relative path → file.
        var files: [String: File]
        var arguments: [String]
        var status: Int32
        /// The whole printed diagnostic line, given the case (for `place`).
        var line: @Sendable (Case) -> String

        /// Creates a case whose files are all UTF-8.
        init(
            _ rule: Rule,
            _ files: [String: String],
            run arguments: [String],
            status: Int32,
            line: @escaping @Sendable (Case) -> String
        ) {
            self.rule = rule
            self.files = files.mapValues { File(marked: MarkedText($0), encoding: .utf8) }
            self.arguments = arguments
            self.status = status
            self.line = line
        }

        var testDescription: String { rule.rawValue }

        /// `path:line:column` of a marker in one of the case's files.
        func place(_ marker: String, _ path: String) -> String {
            files[path]?.marked.place(marker, in: path) ?? "<no file \(path)>"
        }

        /// The case with one file written in another encoding.
        func encoding(_ path: String, _ encoding: File.Encoding) -> Case {
            var copy = self
            copy.files[path]?.encoding = encoding
            return copy
        }
    }

    /// Bytes as text of one character per byte, to be written back as ISO 8859-1 (`.latin1`): an image file.
    static func latin1(_ bytes: [UInt8]) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// A palette that raises nothing, for cases about configs and outputs.
    static let cleanPalette = ##"{"colors": {"PGC01": {"light": "#FFFFFF", "dark": "#000000"}}}"##

    /// A config building `cleanPalette` into one output, the output object marked 1️⃣.
    static func config(output: String) -> String {
        ##"{"palettes": ["p.json"], "outputs": [1️⃣"## + output + "]}"
    }

    static let cases: [Case] = [
        // MARK: Files and encodings
        Case(
            .unreadableFile,
            ["palettec.json": ##"{"palettes": [1️⃣"missing.json"], "outputs": []}"##],
            run: ["lint"],
            status: 1
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": error: cannot read 'missing.json': no such file [unreadable-file]"
        },
        Case(.invalidUTF8, ["p.json": ##"{"colors": {"A": "1️⃣é"}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json")
                + ": error: invalid UTF-8 byte 0xE9; palettec reads UTF-8 (was the file saved in another encoding?) "
                + "[invalid-utf8]"
        }
        .encoding("p.json", .latin1),
        Case(
            .limitExceeded,
            ["p.json": ##"{"colors": {"A": 1️⃣["#FFFFFF"]}}"##],
            run: ["lint", "--max-depth", "2", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: arrays and objects nest deeper than the limit of 2 levels (raise it with --max-depth) "
                + "[limit-exceeded]"
        },
        Case(
            .readOutsideProject,
            [
                "sub/p.resolver.json":
                    ##"{"version": "2025.10", "sets": {"s": {"sources": [1️⃣{"$ref": "../t.json"}]}}, "##
                    + ##""resolutionOrder": [{"$ref": "#/sets/s"}]}"##,
                "sub/palettec.json": ##"{"palettes": ["p.resolver.json"], "outputs": []}"##,
                "t.json": ##"{"a": {"$type": "color", "$value": "#FFFFFF"}}"##,
            ],
            run: ["lint", "--config", "sub/palettec.json"],
            status: 1
        ) {
            $0.place("1️⃣", "sub/p.resolver.json")
                + ": error: 't.json' lies outside the project and every path named on the command line; palettec "
                + "reads files only inside the project (the folder of palettec.json, or without one the working "
                + "folder) [read-outside-project]"
        },
        Case(
            .fileNameNotUTF8,
            ["f/a.json": cleanPalette, "f/b\(byteFF).json": cleanPalette],
            run: ["lint", "f"],
            status: 1
        ) { _ in
            "palettec: error: 'f/b\\xFF.json' is not read: its name is not UTF-8 (bytes that are not are shown as "
                + "\\xFF); rename it [file-name-not-utf8]"
        },
        Case(.notRegularFile, [:], run: ["lint", "/dev/null"], status: 1) { _ in
            "palettec: error: '/dev/null' is a character device, not a regular file; palettec reads only regular "
                + "files [not-regular-file]"
        },

        // MARK: Syntax
        Case(.jsonSyntax, ["p.json": ##"{"colors": {"A": "1️⃣\q"}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json") + ##": error: invalid escape '\q' in string [json-syntax]"##
        },
        Case(
            .jsonComment,
            ["p.json": "{1️⃣// brand colors\n\"colors\": {\"A\": \"#FFFFFF\"}}"],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json") + ": error: comments are not allowed in JSON [json-comment]"
        },
        Case(
            .jsonTrailingComma,
            ["p.json": ##"{"colors": {"A": "#FFFFFF"1️⃣,}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json") + ": error: trailing comma before '}' is not allowed in JSON [json-trailing-comma]"
        },
        Case(
            .plistSyntax,
            ["p.plist": "<plist><dict><key>colors</key><dict>1️⃣<string>#FFFFFF</string></dict></dict></plist>"],
            run: ["lint", "--from", "palette-plist", "p.plist"],
            status: 1
        ) {
            $0.place("1️⃣", "p.plist") + ": error: expected <key> in <dict>, found <string> [plist-syntax]"
        },
        Case(
            .xmlSyntax,
            ["p.plist": "<plist><string>1️⃣& more</string></plist>"],
            run: ["lint", "--from", "palette-plist", "p.plist"],
            status: 1
        ) {
            $0.place("1️⃣", "p.plist") + ": error: '&' must be written '&amp;' in XML [xml-syntax]"
        },
        Case(.cssSyntax, ["t.css": ":root { --a: #fff; }\n1️⃣/* never closed\n"], run: ["lint", "t.css"], status: 1) {
            $0.place("1️⃣", "t.css") + ": error: this comment is never closed with '*/'; the rest of the file is not read"
                + " [css-syntax]"
        },

        // MARK: Structure
        Case(.wrongType, ["p.json": ##"{"colors": {"A": 1️⃣1}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json")
                + ": error: expected a color string or an object with 'light' and 'dark' values for 'A', found number "
                + "[wrong-type]"
        },
        Case(
            .missingField,
            ["p.json": ##"1️⃣{"name": "Brand"}"##],
            run: ["lint", "--from", "palette-json", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: a palette needs a 'colors' object (or 'images', for a palette of images only) "
                + "[missing-field]"
        },
        Case(
            .unknownField,
            ["p.json": ##"{1️⃣"colours": 1, "colors": {"A": "#FFFFFF"}}"##],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: unknown field 'colours' is ignored; a palette has 'appearances', 'colors', "
                + "'contrast', 'description', 'images', 'lint', 'name' [unknown-field]"
        },
        Case(
            .duplicateKey,
            ["p.json": ##"{"colors": {"A": "#FFFFFF", 1️⃣"A": "#000000"}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: duplicate key 'A'; Foundation would silently keep only one of them [duplicate-key]"
        },
        Case(.invalidKey, ["p.json": ##"{"colors": {1️⃣"": "#FFFFFF"}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json") + ": error: a color key cannot be empty [invalid-key]"
        },
        Case(.emptyPalette, ["p.json": ##"{"colors": 1️⃣{}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json") + ": error: the palette has no colors and no images [empty-palette]"
        },

        // MARK: Appearances
        Case(
            .missingAppearance,
            ["p.json": ##"{"colors": {1️⃣"A": {"light": "#FFFFFF"}}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'A' has no 'dark' value; every color needs 'light' and 'dark' [missing-appearance]"
        },
        Case(
            .unknownAppearance,
            ["p.json": ##"{"colors": {"A": {"light": "#FFFFFF", "dark": "#000000", 1️⃣"lght": "#EEEEEE"}}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'lght' in 'A' is not an appearance; known: light, dark, light-hc, dark-hc; "
                + "did you mean 'light'? (declare a theme in 'appearances') [unknown-appearance]"
        },
        Case(
            .invalidAppearance,
            ["p.json": ##"{"appearances": {1️⃣"dark": {"fallback": "light"}}, "colors": {"A": "#FFFFFF"}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'dark' is a built-in appearance and cannot be declared as a theme [invalid-appearance]"
        },

        // MARK: Colors and aliases
        Case(.invalidColor, ["p.json": ##"{"colors": {"A": 1️⃣"#12345"}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json")
                + ": error: '#12345' has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA) "
                + "[invalid-color]"
        },
        Case(
            .colorOutOfRange,
            ["p.json": ##"{"colors": {"A": 1️⃣"rgb(0 0 0 / 2)"}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json") + ": error: alpha 2 is out of range 0–1 [color-out-of-range]"
        },
        Case(.unknownAlias, ["p.json": ##"{"colors": {"A": 1️⃣"{Missing}"}}"##], run: ["lint", "p.json"], status: 1) {
            $0.place("1️⃣", "p.json") + ": error: 'A' refers to '{Missing}', which is not defined [unknown-alias]"
        },
        Case(
            .aliasCycle,
            ["p.json": ##"{"colors": {"A": 1️⃣"{B}", "B": "{A}"}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json") + ": error: alias cycle in 'light': A → B → A [alias-cycle]"
        },
        Case(
            .deprecatedAlias,
            [
                "p.json":
                    ##"{"colors": {"A": {"light": "#FFFFFF", "dark": "#000000", "deprecated": "retired"}, "B": 1️⃣"{A}"}}"##
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json") + ": warning: 'B' refers to deprecated 'A': retired [deprecated-alias]"
        },

        // MARK: Contrast
        Case(
            .contrast,
            [
                "p.json": ##"""
                {"colors": {"fg": {"light": "#000000", "dark": "#FFFFFF", "dark-hc": "#777777"},
                            "bg": {"light": "#FFFFFF", "dark": "#000000", "dark-hc": "#FFFFFF"}},
                 "contrast": [1️⃣{"foreground": "fg", "background": "bg"}]}
                """##
            ],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'fg' on 'bg' has a contrast of 4.47:1 in 'dark-hc', below the minimum 4.5:1 (AA) [contrast]"
        },
        Case(
            .invalidContrast,
            ["p.json": ##"{"colors": {"A": "#FFFFFF"}, "contrast": [{"foreground": "A", "background": 1️⃣"Missing"}]}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: contrast pair names 'Missing', which is not a color of this build [invalid-contrast]"
        },

        // MARK: Color sense
        Case(
            .nearDuplicate,
            [
                "p.json":
                    ##"{"colors": {"C1": {"light": "#FF3B30", "dark": "#FF453A"}, 1️⃣"C2": {"light": "#FF3B30", "dark": "#FF453A"}}}"##
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: 'C2' is the same color as 'C1' in every appearance; if they are one color, make 'C2' an "
                + "alias of 'C1' [near-duplicate]"
        },
        Case(
            .unchangedDark,
            [
                "p.json": ##"""
                {"lint": {"unchanged-dark": true},
                 "colors": {"A": {"light": "#E30613", "dark": 1️⃣"#E30613"}, "B": {"light": "#FFFFFF", "dark": "#000000"}}}
                """##
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: 'A' has the same 'dark' value as 'light' (#E30613) while 1 other color changes in dark; if "
                + "that is meant, add \"lint\": { \"unchanged-dark\": false } to 'A' [unchanged-dark]"
        },
        Case(
            .outOfGamut,
            [
                "p.json": ##"""
                {"lint": {"out-of-gamut": {"gamut": "srgb"}},
                 "colors": {"A": {"light": "#FF0000", "dark": 1️⃣"color(display-p3 1 0 0)"}}}
                """##
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: 'A' in 'dark' lies outside the sRGB gamut (ΔEOK 0.048 from the nearest color it holds); "
                + "outputs show it gamut-mapped. If that is meant, add \"lint\": { \"out-of-gamut\": false } to 'A' "
                + "[out-of-gamut]"
        },
        Case(
            .invalidLint,
            ["p.json": ##"{"lint": {1️⃣"unchanged": true}, "colors": {"A": "#FFFFFF"}}"##],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'unchanged' is not a rule 'lint' can set; known: near-duplicate, unchanged-dark, "
                + "deprecated-alias, out-of-gamut [invalid-lint]"
        },

        // MARK: Images
        Case(
            .invalidImage,
            ["p.json": ##"{"colors": {}, "images": {"a": 1️⃣"a.png"}}"##, "a.png": latin1(TestImage.truncatedPNG)],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'a.png' is a damaged PNG file: it ends before its IHDR header [invalid-image]"
        }
        .encoding("a.png", .latin1),
        Case(
            .imageKindMismatch,
            [
                "p.json": ##"{"colors": {}, "images": {"a": 1️⃣"a.png"}}"##,
                "a.png": latin1(TestImage.jpeg(width: 2, height: 2)),
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: 'a.png' holds a JPEG image, not PNG as its name says; outputs copy it as JPEG ('.jpg') "
                + "[image-kind-mismatch]"
        }
        .encoding("a.png", .latin1),
        Case(
            .imageOutsideProject,
            ["sub/p.json": ##"{"colors": {}, "images": {"a": 1️⃣"../a.png"}}"##, "a.png": latin1(TestImage.pdf)],
            run: ["lint", "sub/p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "sub/p.json")
                + ": error: image '../a.png' lies outside the palette's folder 'sub' (without palettec.json, the "
                + "project is the palette's folder); palettec reads images only inside the project "
                + "[image-outside-project]"
        },
        Case(
            .imageSizeMismatch,
            [
                "p.json": ##"{"colors": {}, "images": {"a": {"light": "a.png", "dark": 1️⃣"b.png"}}}"##,
                "a.png": latin1(TestImage.png(width: 2, height: 2)),
                "b.png": latin1(TestImage.png(width: 4, height: 2)),
            ],
            run: ["lint", "p.json"],
            status: 0
        ) {
            $0.place("1️⃣", "p.json")
                + ": warning: image 'a' is 4×2 points (4×2 px at @1x) in 'dark' but 2×2 points (2×2 px at @1x) in "
                + "'light'; layouts jump when the appearance changes [image-size-mismatch]"
        }
        .encoding("a.png", .latin1).encoding("b.png", .latin1),
        Case(
            .invalidImageValue,
            [
                "p.json": ##"{"colors": {}, "images": {"a": {"light": "a.svg", "dark": {"dim": 1️⃣2}}}}"##,
                "a.svg": latin1(TestImage.svg),
            ],
            run: ["lint", "p.json"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'dim' is 2; it is the opacity of black laid over the image, from 0 (unchanged) to 1 "
                + "(black) [invalid-image-value]"
        },

        // MARK: Names in outputs
        Case(
            .nameCollision,
            ["p.json": ##"{"colors": {"PGC01": "#FFFFFF", 1️⃣"pgc01": "#000000"}}"##],
            run: ["convert", "p.json", "--to", "swift", "--output", "P.swift"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: 'pgc01' and 'PGC01' both become the Swift identifier 'pgc01'; rename one of them "
                + "[name-collision]"
        },

        // MARK: Configuration and build
        Case(
            .invalidConfig,
            ["palettec.json": ##"{"palettes": ["p.json"], "outputs": [], 1️⃣"output": []}"##, "p.json": cleanPalette],
            run: ["lint"],
            status: 2
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": error: unknown field 'output'; a config has 'palettes', 'outputs', 'lint', "
                + "'allowOutputsOutsideProject'; did you mean 'outputs'? [invalid-config]"
        },
        Case(
            .unknownFormat,
            [
                "palettec.json": ##"{"palettes": [{"path": "p.json", "format": 1️⃣"sketch"}], "outputs": []}"##,
                "p.json": cleanPalette,
            ],
            run: ["lint"],
            status: 2
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": error: unknown input format 'sketch'; known: palette-json, palette-plist, lfl-bundle, dk-table, "
                + "dtcg, style-dictionary, tokens-studio, swiftgen, xcassets, android, figma, css-theme [unknown-format]"
        },
        Case(
            .unknownOption,
            [
                "palettec.json":
                    ##"{"palettes": ["p.json"], "outputs": [{"format": "json", "path": "out.json", 1️⃣"pretty": true}]}"##,
                "p.json": cleanPalette,
            ],
            run: ["lint"],
            status: 2
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": error: 'json' has no option 'pretty'; it takes no options [unknown-option]"
        },
        Case(
            .deprecatedOption,
            [
                "palettec.json":
                    ##"{"palettes": ["p.json"], "outputs": [{"format": "dk-table", "path": "t.txt", 1️⃣"allow-loss": true}]}"##,
                "p.json": cleanPalette,
            ],
            run: ["lint"],
            status: 0
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": warning: option 'allow-loss' is now 'allowLoss'; the old name is still read [deprecated-option]"
        },
        Case(
            .staleOutput,
            ["palettec.json": config(output: ##"{"format": "css", "path": "out.css"}"##), "p.json": cleanPalette],
            run: ["build", "--check"],
            status: 1
        ) {
            $0.place("1️⃣", "palettec.json") + ": error: 'out.css' is missing; run 'palettec build' [stale-output]"
        },
        Case(
            .foreignFile,
            [
                "palettec.json": config(output: ##"{"format": "css", "path": "out.css"}"##),
                "p.json": cleanPalette,
                "out.css/notes.txt": "a folder where the stylesheet would go\n",
            ],
            run: ["build"],
            status: 1
        ) {
            $0.place("1️⃣", "palettec.json") + ": error: 'out.css' is a folder, not a file [foreign-file]"
        },
        Case(
            .outputOutsideProject,
            ["palettec.json": config(output: ##"{"format": "css", "path": "../out.css"}"##), "p.json": cleanPalette],
            run: ["build"],
            status: 2
        ) {
            $0.place("1️⃣", "palettec.json")
                + ##": error: output '../out.css' is outside the project folder; set "allowOutputsOutsideProject": true "##
                + "in the config if that is intended [output-outside-project]"
        },
        Case(
            .writeFailed,
            [
                "palettec.json": config(output: ##"{"format": "css", "path": "blocker/out.css"}"##),
                "p.json": cleanPalette,
                "blocker": "a file where the output's folder would be\n",
            ],
            run: ["build"],
            status: 1
        ) {
            $0.place("1️⃣", "palettec.json")
                + ": error: cannot write 'blocker/out.css': 'blocker' is a file, not a folder; no output was changed "
                + "[write-failed]"
        },

        // MARK: Foreign formats
        Case(
            .unsupportedByFormat,
            ["p.json": ##"{"colors": {1️⃣"a b": "#FFFFFF"}}"##],
            run: ["convert", "p.json", "--to", "dk-table", "--output", "t.txt"],
            status: 1
        ) {
            $0.place("1️⃣", "p.json")
                + ": error: key 'a b' cannot be a DKNightVersion key: the key is the last whitespace-separated token "
                + "of its row [unsupported-by-format]"
        },
        Case(
            .formatHazard,
            ["t.txt": "NORMAL NIGHT\n1️⃣#fff #000000 BG\n"],
            run: ["lint", "--from", "dk-table", "t.txt"],
            status: 1
        ) {
            $0.place("1️⃣", "t.txt")
                + ": error: '#fff' has 3 hex digits and is not shorthand in DKNightVersion: the digits are read as "
                + "0x000fff, showing #000FFF; use #rrggbb or #rrggbbaa [format-hazard]"
        },
    ]

    /// Written in a case's file name where the name holds the byte 0xFF, which is not UTF-8.
    static let byteFF = "<0xFF>"

    /// Renames the file written at `path` to the name with each `byteFF` as the byte 0xFF.
    static func renameToRawBytes(_ path: String, in folder: TemporaryFolder) throws {
        let from = folder.url.appendingPathComponent(path).path
        var to = Array(folder.url.appendingPathComponent(path).path.utf8)
        let marker = Array(byteFF.utf8)
        var index = 0
        while index + marker.count <= to.count {
            if Array(to[index..<index + marker.count]) == marker {
                to.replaceSubrange(index..<index + marker.count, with: [0xFF])
            }
            index += 1
        }
        let status = (to + [0]).withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { rename(from, $0.baseAddress) }
        }
        try #require(status == 0, "cannot rename \(path)")
    }

    @Test func everyRuleHasOneCase() {
        #expect(Set(Self.cases.map(\.rule)) == Set(Rule.allCases))
        #expect(Self.cases.count == Rule.allCases.count)
    }

    @Test(arguments: cases)
    func ruleIsRaisedWithItsWholeLine(_ ruleCase: Case) throws {
        let folder = try TemporaryFolder()
        for (path, file) in ruleCase.files {
            try folder.write(path, file.data)
            if path.contains(Self.byteFF) { try Self.renameToRawBytes(path, in: folder) }
        }
        let result = try folder.palettec(ruleCase.arguments, environment: ["NO_COLOR": "1"])
        let expected = ruleCase.line(ruleCase)
        #expect(expected.hasSuffix(" [\(ruleCase.rule.rawValue)]"), "the expected line names another rule")
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains(expected), "\(result.standardError)")
        #expect(result.status == ruleCase.status, "\(result.standardError)")
    }
}
