import Foundation
import PaletteFrontend
import PaletteModel
import PalettecTestSupport
import Testing

/// Foundation as the oracle: every real JSON and plist file reads to the same plain values with our readers as with
/// `JSONSerialization` and `PropertyListSerialization`, and JSON5/JSONC files are reported, never crashed on.
@Suite struct ReaderOracleTests {
    /// A value as Foundation sees it, for comparing trees.
    indirect enum Plain: Equatable {
        /// A string.
        case string(String)
        /// Any number, compared as a `Double`.
        case number(Double)
        /// A boolean.
        case bool(Bool)
        /// JSON `null`.
        case null
        /// A plist `<date>`.
        case date(Date)
        /// A plist `<data>`.
        case data(Data)
        /// An array.
        case array([Plain])
        /// An object; a duplicate key keeps the last value, as Foundation does.
        case object([String: Plain])
    }

    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The corpus of real palette files, `Tests/Corpus`.
    static let corpus = Corpus.root

    /// Corpus JSON files that have trailing commas: Foundation accepts them, we report `json-trailing-comma`.
    static let trailingCommaFiles: Set<String> = [
        "lixiang1994-LEETheme/LEEThemeDemo/LEEThemeDemo/CommunityDemo/Utility/Manager/ThemeManager/themejson_day.json",
        "lixiang1994-LEETheme/LEEThemeDemo/LEEThemeDemo/CommunityDemo/Utility/Manager/ThemeManager/themejson_night.json",
    ]
    /// Corpus JSON files that are not JSON at all (SwiftGen's fixture of a broken file).
    static let invalidJSONFiles: Set<String> = [
        "SwiftGen-SwiftGen/Sources/TestUtils/Fixtures/Resources/Colors/bad-syntax.json"
    ]
    /// Corpus `.json5` files that happen to be strict JSON; they are compared with Foundation like `.json` files.
    static let strictJSON5Files: Set<String> = [
        "dbanksdesign-style-dictionary-dark-mode/multi-file/tokens/color/background.json5",
        "dbanksdesign-style-dictionary-dark-mode/multi-file/tokens/color/core.json5",
        "dbanksdesign-style-dictionary-dark-mode/multi-file/tokens/component/badge.json5",
        "dbanksdesign-style-dictionary-dark-mode/single-token/tokens/color/core.json5",
        "digdir-designsystemet/design-tokens/$designsystemet.jsonc",
        "digdir-designsystemet/packages/cli/tests/config/design-tokens/$designsystemet.jsonc",
    ]

    /// Paths below a folder, relative to it, whose names end with one of the extensions; sorted.
    static func files(under folder: URL, extensions: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var result: [String] = []
        while let path = enumerator.nextObject() as? String {
            if extensions.contains((path as NSString).pathExtension.lowercased()) {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// Reads a file's bytes, recording an issue if it cannot be read.
    static func bytes(of url: URL) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("cannot read \(url.path)")
            return nil
        }
        return [UInt8](data)
    }

    /// Our tree as Foundation's plain values.
    static func plain(_ node: SyntaxNode) -> Plain? {
        switch node.value {
        case .string(let text): return .string(text)
        case .number(let text), .real(let text): return Double(text).map(Plain.number)
        case .integer(let text):
            let isNegative = text.hasPrefix("-")
            let digits = text.drop { $0 == "-" || $0 == "+" }
            let isHex = digits.lowercased().hasPrefix("0x")
            guard let magnitude = Int(isHex ? String(digits.dropFirst(2)) : String(digits), radix: isHex ? 16 : 10)
            else { return nil }
            return .number(Double(isNegative ? -magnitude : magnitude))
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .date(let text): return ISO8601DateFormatter().date(from: text).map(Plain.date)
        case .data(let text): return Data(base64Encoded: text, options: .ignoreUnknownCharacters).map(Plain.data)
        case .array(let elements):
            var values: [Plain] = []
            for element in elements {
                guard let value = plain(element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .object(let members):
            var values: [String: Plain] = [:]
            for member in members {
                guard let value = plain(member.value) else { return nil }
                values[member.key] = value
            }
            return .object(values)
        }
    }

    /// A value from `JSONSerialization` or `PropertyListSerialization` as plain values.
    static func plain(foundation value: Any) -> Plain? {
        if type(of: value) == Bool.self, let flag = value as? Bool { return .bool(flag) }
        switch value {
        case let text as String: return .string(text)
        case is NSNull: return .null
        case let number as NSNumber:
            // JSON booleans are NSNumbers of type char; plain numbers never are.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let array as [Any]:
            var values: [Plain] = []
            for element in array {
                guard let converted = plain(foundation: element) else { return nil }
                values.append(converted)
            }
            return .array(values)
        case let dictionary as [String: Any]:
            var values: [String: Plain] = [:]
            for (key, element) in dictionary {
                guard let converted = plain(foundation: element) else { return nil }
                values[key] = converted
            }
            return .object(values)
        default:
            return nil
        }
    }

    /// Whether two plain values are equal, numbers to within a few units in the last place.
    ///
    /// Foundation's JSON number parser on Linux rounds some decimals one ulp off (`0.00784313725490196` becomes
    /// `0.007843137254901959`); we keep numbers as written and `Double(text)` rounds them correctly.
    static func matches(_ ours: Plain?, _ theirs: Plain?) -> Bool {
        switch (ours, theirs) {
        case (nil, _), (_, nil):
            return false
        case (.number(let left)?, .number(let right)?):
            return left == right || abs(left - right) <= 4 * max(left.ulp, right.ulp)
        case (.array(let left)?, .array(let right)?):
            return left.count == right.count && zip(left, right).allSatisfy { matches($0, $1) }
        case (.object(let left)?, .object(let right)?):
            return left.count == right.count && left.allSatisfy { key, value in matches(value, right[key]) }
        default:
            return ours == theirs
        }
    }

    @Test
    func jsonFilesReadAsFoundationReadsThem() throws {
        let paths = Self.files(under: Self.corpus, extensions: ["json"]) + Array(Self.strictJSON5Files).sorted()
        #expect(paths.count >= 50)
        var trailingCommaFiles: Set<String> = []
        var invalidFiles: Set<String> = []
        for path in paths {
            guard let bytes = Self.bytes(of: Self.corpus.appendingPathComponent(path)) else { continue }
            var diagnostics = DiagnosticBag()
            let node = JSONReader.read(SourceFile(path: path, bytes: bytes), diagnostics: &diagnostics)
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            guard let foundation else {
                invalidFiles.insert(path)
                #expect(diagnostics.hasErrors, "Foundation rejects \(path) but we do not")
                continue
            }
            if diagnostics.hasErrors {
                // The one difference by design: Foundation accepts trailing commas.
                #expect(Set(diagnostics.rules) == [.jsonTrailingComma], "\(path): \(diagnostics.diagnostics)")
                trailingCommaFiles.insert(path)
            }
            let ours = try #require(node, "\(path): \(diagnostics.diagnostics)")
            let expected = Self.plain(foundation: foundation)
            #expect(expected != nil, "\(path): Foundation gave a value we cannot compare")
            #expect(Self.matches(Self.plain(ours), expected), "\(path)")
        }
        #expect(trailingCommaFiles == Self.trailingCommaFiles)
        #expect(invalidFiles == Self.invalidJSONFiles)
    }

    @Test
    func plistFilesReadAsFoundationReadsThem() throws {
        let paths = Self.files(under: Self.corpus, extensions: ["plist"])
        #expect(paths.count >= 9)
        for path in paths {
            guard let bytes = Self.bytes(of: Self.corpus.appendingPathComponent(path)) else { continue }
            var diagnostics = DiagnosticBag()
            let node = PlistReader.read(SourceFile(path: path, bytes: bytes), diagnostics: &diagnostics)
            #expect(diagnostics.diagnostics.isEmpty, "\(path): \(diagnostics.diagnostics)")
            let foundation = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            let ours = try #require(node, "\(path)")
            let expected = Self.plain(foundation: foundation)
            #expect(expected != nil, "\(path): Foundation gave a value we cannot compare")
            #expect(Self.matches(Self.plain(ours), expected), "\(path)")
        }
    }

    @Test
    func json5AndJSONCFilesAreReportedNotCrashedOn() throws {
        let paths = Self.files(under: Self.corpus, extensions: ["json5", "jsonc"])
            .filter { !ForeignCorpusTests.isAwaitingItsReader($0) }
        #expect(paths.count >= 20)
        let reported: Set<Rule> = [.jsonComment, .jsonTrailingComma, .jsonSyntax]
        var strict: Set<String> = []
        for path in paths {
            guard let bytes = Self.bytes(of: Self.corpus.appendingPathComponent(path)) else { continue }
            var diagnostics = DiagnosticBag()
            let node = JSONReader.read(SourceFile(path: path, bytes: bytes), diagnostics: &diagnostics)
            guard diagnostics.hasErrors else {
                strict.insert(path)
                continue
            }
            #expect(Set(diagnostics.rules).isSubset(of: reported), "\(path): \(diagnostics.diagnostics)")
            // Comments and trailing commas are read past, so these files still give a tree.
            if !diagnostics.rules.contains(.jsonSyntax) {
                #expect(node != nil, "\(path)")
            }
        }
        #expect(strict == Self.strictJSON5Files)
    }

    @Test func examplePalettesReadAsFoundationReadsThem() throws {
        let folder = Self.packageRoot.appendingPathComponent("Palettes")
        let paths = Self.files(under: folder, extensions: ["json", "plist"])
        #expect(!paths.isEmpty)
        for path in paths {
            guard let bytes = Self.bytes(of: folder.appendingPathComponent(path)) else { continue }
            var diagnostics = DiagnosticBag()
            let file = SourceFile(path: path, bytes: bytes)
            let isPlist = path.hasSuffix(".plist")
            let node =
                isPlist
                ? PlistReader.read(file, diagnostics: &diagnostics) : JSONReader.read(file, diagnostics: &diagnostics)
            #expect(diagnostics.diagnostics.isEmpty, "\(path): \(diagnostics.diagnostics)")
            let foundation =
                isPlist
                ? try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
                : try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            #expect(Self.matches(Self.plain(try #require(node)), Self.plain(foundation: foundation)), "\(path)")
        }
    }

    @Test func duplicateKeysKeepTheLastValueLikeFoundation() throws {
        let text = #"{"a": 1, "b": [true, null, "x"], "a": 2.5}"#
        var diagnostics = DiagnosticBag()
        let node = try #require(JSONReader.read(SourceFile(path: "t", text: text), diagnostics: &diagnostics))
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        #expect(Self.plain(node) == Self.plain(foundation: foundation))
        #expect(Self.plain(node) == .object(["a": .number(2.5), "b": .array([.bool(true), .null, .string("x")])]))
    }

    @Test func theComparisonToleratesOnlyRoundingOfNumbers() {
        #expect(Self.matches(.number(0.00784313725490196), .number(0.007843137254901959)))
        #expect(!Self.matches(.number(1), .number(1.0001)))
        #expect(!Self.matches(.object(["a": .null]), .object(["b": .null])))
        #expect(!Self.matches(.array([.bool(true)]), .array([.number(1)])))
        #expect(!Self.matches(nil, nil))
    }
}
