import PaletteModel

/// The appearance of one item of an asset catalog set (a colorset's `colors`, an imageset's `images`), and how the
/// catalog's lookup falls back between them: shared by `ColorsetReader` and `ImagesetReader`.
struct CatalogAppearance: Hashable {
    /// The luminosity: `nil` for Any, `light` or `dark`.
    var luminosity: String?
    /// Whether the item is for high contrast.
    var highContrast: Bool

    /// The appearance an item's `appearances` array gives (Any when it has none), or `nil` when it names one
    /// palettec does not read; `unread` is then what it named (`luminosity 'unspecified'`).
    static func of(_ item: SyntaxNode, unread: inout String?) -> CatalogAppearance? {
        var appearance = CatalogAppearance(luminosity: nil, highContrast: false)
        guard case .array(let list)? = ColorsetReader.member(item, "appearances")?.value.value else {
            return appearance
        }
        for entry in list {
            switch (ColorsetReader.field(entry, "appearance"), ColorsetReader.field(entry, "value")) {
            case ("luminosity"?, "light"?): appearance.luminosity = "light"
            case ("luminosity"?, "dark"?): appearance.luminosity = "dark"
            case ("contrast"?, "high"?): appearance.highContrast = true
            case (let name, let value):
                unread = "\(name ?? "appearance") '\(value ?? "?")'"
                return nil
            }
        }
        return appearance
    }

    /// The appearance as Xcode's attributes inspector names it: `Any`, `Dark`, `Dark + High Contrast`, ….
    var name: String {
        let base =
            switch luminosity {
            case "light": "Light"
            case "dark": "Dark"
            default: "Any"
            }
        return highContrast ? base + " + High Contrast" : base
    }

    /// The palette appearance each of a set's items stands for, following the catalog's fallbacks: Any/Light →
    /// `light`, Dark (else Any) → `dark`, High Contrast → `light-hc`, Dark + High Contrast (else High Contrast
    /// when there is no Dark) → `dark-hc`; a set with only Any is one value for every appearance (`nil`).
    ///
    /// `find` gives the item read for an appearance, if any.
    static func values<Item>(_ find: (CatalogAppearance) -> Item?) -> [(appearance: String?, item: Item)] {
        func item(_ luminosity: String?, _ high: Bool) -> Item? {
            find(CatalogAppearance(luminosity: luminosity, highContrast: high))
        }
        let any = item(nil, false)
        let written = item("light", false)
        let light = written ?? any
        let dark = item("dark", false)
        let anyHigh = item(nil, true)
        let lightHigh = item("light", true) ?? anyHigh
        let darkHigh = item("dark", true) ?? (dark == nil ? anyHigh : nil)
        if dark == nil, lightHigh == nil, darkHigh == nil, written == nil {
            return any.map { [(nil, $0)] } ?? []
        }
        let slots: [(String, Item?)] = [
            ("light", light), ("dark", dark ?? any), ("light-hc", lightHigh), ("dark-hc", darkHigh),
        ]
        return slots.compactMap { name, item in item.map { (name, $0) } }
    }
}
