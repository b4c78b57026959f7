import PaletteEmitters
import PaletteModel
import Testing

/// A build names each key once per naming rule: the emitters take the names the build's collision check worked
/// out (`EmitOptions.checkedNames`) instead of naming the keys again.
@Suite struct CheckedNamesTests {
    /// Two colors whose own names would be `--pgc01`/`pgc01` and `--pgc02`/`pgc02`.
    static let palette = CSSSamplePalette.lightDark([("PGC01", "#0A84FF", "#409CFF"), ("PGC02", "#FFFFFF", "#000000")])

    /// The emitter's file text with the given checked names.
    static func text(_ emitter: any Emitter, checked: [NameRule.Kind: [String?]], prefix: String? = nil) -> String {
        var diagnostics = DiagnosticBag()
        let values: [String: EmitOptions.Value] = prefix.map { ["prefix": .string($0)] } ?? [:]
        let files = emitter.emit(
            palette,
            options: EmitOptions(values: values, checkedNames: CheckedNames(colors: checked)),
            diagnostics: &diagnostics
        )
        #expect(!diagnostics.hasErrors)
        return files.first?.text ?? ""
    }

    @Test func theCheckedNamesOfTheRuleAreTheOnesWritten() throws {
        let cssKind = try #require(CSSEmitter().nameRule?.kind)
        let swiftKind = try #require(SwiftEmitter().nameRule?.kind)
        let css = Self.text(CSSEmitter(), checked: [cssKind: ["--first", "--second"]], prefix: "app-")
        #expect(css.contains("--app-first: #0a84ff;") && css.contains("--app-second: #ffffff;"))
        #expect(!css.contains("pgc01"))
        let swift = Self.text(SwiftEmitter(), checked: [swiftKind: ["first", "second"]])
        #expect(swift.contains("static var first: Entry { Entry.at(0) }"))
        #expect(swift.contains("static var second: Entry { Entry.at(1) }"))
    }

    @Test func namesOfAnotherRuleOrAnotherPaletteAreIgnored() throws {
        let swiftKind = try #require(SwiftEmitter().nameRule?.kind)
        // CSS ignores Swift names, and names for a palette of another size are not this palette's.
        let css = Self.text(CSSEmitter(), checked: [swiftKind: ["first", "second"]])
        #expect(css.contains("--pgc01: #0a84ff;"))
        let swift = Self.text(SwiftEmitter(), checked: [swiftKind: ["only"]])
        #expect(swift.contains("static var pgc01: Entry { Entry.at(0) }"))
    }

    @Test func aNameTheCheckLeftOutIsWorkedOutAndCheckedAgainstTheOthers() throws {
        let cssKind = try #require(CSSEmitter().nameRule?.kind)
        // The second entry has no checked name; its own, `--pgc02`, is the first entry's checked name.
        var diagnostics = DiagnosticBag()
        let files = CSSEmitter().emit(
            Self.palette,
            options: EmitOptions(checkedNames: CheckedNames(colors: [cssKind: ["--pgc02", nil]])),
            diagnostics: &diagnostics
        )
        #expect(diagnostics.diagnostics.map(\.rule) == [.nameCollision])
        let css = files.first?.text ?? ""
        #expect(css.contains("--pgc02: #0a84ff;") && !css.contains("#ffffff"))
    }
}
