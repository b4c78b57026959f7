import PaletteEmitters
import PaletteFrontend

extension ForeignRoundTripTests {
    /// CSS theme style sheets of the corpus through the native palette: shadcn triplets (onlook), a Tailwind preset
    /// with its imported defaults (fumadocs), Pico's light root with dark and its primitives.
    static let cssThemeCases: [Case] = [
        ("onlook", "corpus/onlook-dev-onlook/packages/ui/src/globals.css"),
        ("fumadocs ocean", "corpus/fuma-nama-fumadocs/packages/radix-ui/css/ocean.css"),
        ("pico", "corpus/picocss-pico/css/pico.css"),
        ("pico colors", "corpus/picocss-pico/css/pico.colors.css"),
    ].flatMap { name, source in
        [OutputFormat.paletteJSON, .palettePlist].map { format in
            Case(
                name: "CSS theme \(name) → \(format.rawValue)",
                format: format,
                source: source,
                sourceFormat: .cssTheme
            )
        }
    }
}
