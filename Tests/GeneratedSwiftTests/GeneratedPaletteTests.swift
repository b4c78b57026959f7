import Testing

/// Uses the committed `Generated/Palette.swift` (compiled into this target through a symlink) on Linux.
///
/// This proves the golden Swift compiles under Swift 6 and that its portable core carries the palette.
@Suite struct GeneratedPaletteTests {
    @Test func constantsCarryEveryAppearance() {
        #expect(Palette.pgc01.key == "PGC01")
        #expect(Palette.pgc01.value(for: .light).hex == "#000000")
        #expect(Palette.pgc01.value(for: .dark).hex == "#FFFFFF")
        #expect(Palette.pgc01.description == "Primary text.")
        #expect(Palette.pgc09.value(for: .light).hex == "#00000066")
    }

    @Test func aliasesAndFallbacksAreResolved() {
        // link → accent → PGC06 in light; accent is Display P3 in dark.
        #expect(Palette.link.value(for: .light).hex == "#0A84FF")
        #expect(Palette.link.value(for: .dark).isDisplayP3)
        #expect(Palette.link.value(for: .lightHc).hex == "#0040DD")
        #expect(Palette.link.value(for: .sepia).hex == "#A0522D")
        // separator has no sepia value: the theme falls back to light.
        #expect(Palette.separator.value(for: .sepia) == Palette.separator.value(for: .light))
        #expect(Palette.textPrimary.value(for: .darkHc).hex == "#FFFFFF")
    }

    @Test func lookupByVerbatimKey() {
        #expect(Palette.Entry.entry(forKey: "text.primary")?.key == "text.primary")
        #expect(Palette.Entry.entry(forKey: "PGC06") == Palette.pgc06)
        #expect(Palette.Entry.entry(forKey: "pgc06") == nil)
        #expect(Palette.Entry.all.count == 22)
        #expect(Palette.Entry.all.map(\.key).prefix(2) == ["PGC01", "PGC02"])
    }

    @Test func appearancesResolveLikeTheTraitCollectionRule() {
        #expect(Palette.Appearance.resolved(dark: true, highContrast: false) == .dark)
        #expect(Palette.Appearance.resolved(dark: false, highContrast: true) == .lightHc)
        #expect(Palette.Appearance.resolved(dark: false, highContrast: false, theme: .sepia) == .sepia)
        // A light theme is not shown while the system is dark.
        #expect(Palette.Appearance.resolved(dark: true, highContrast: false, theme: .sepia) == .dark)
        #expect(Palette.AppearanceChoice(rawValue: "sepia")?.theme == .sepia)
    }
}
