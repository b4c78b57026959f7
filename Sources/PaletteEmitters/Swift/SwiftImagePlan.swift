import PaletteModel

/// Where the generated Swift finds each image's artwork in the asset catalog, and the name of each image constant.
///
/// The catalog (the `xcassets` output) holds an imageset per image, named after its key, with the light file in the
/// Any slot, the dark one in Dark and the high-contrast ones in the High Contrast slots. A file that none of those
/// four slots holds as it is (a theme's own artwork, the source of a dimmed value that no appearance shows plainly)
/// is in an imageset of its own named `key~appearance`, after the first appearance that uses it.
struct SwiftImagePlan {
    /// One appearance's artwork: the imageset, the catalog slot it is in (an index into `Palette.appearances`), and
    /// the opacity of black over it.
    struct Variant: Equatable {
        /// The imageset's name.
        var set: String
        /// The built-in appearance whose slot holds the file (light for an imageset of its own).
        var slot: Int
        /// The opacity of black over the file's visible pixels, 0 for none.
        var dimming: Double
    }

    /// One image of the palette as the Swift output declares it.
    struct Image {
        /// The declared constant name, or `nil` when another image or a color already has it.
        var name: String?
        /// The artwork per appearance, aligned with `Palette.appearances`.
        var variants: [Variant]
        /// Whether the imageset named after the key shows every appearance as the catalog resolves it by itself
        /// (no dimming, no theme artwork): then UIKit and AppKit load the set as it is.
        var isCatalogOnly: Bool
    }

    /// Members of the generated `Image` type that an image constant must not be named.
    static let reservedNames: Set<String> = [
        "Variant", "all", "bundle", "dimmed", "draw", "hash", "hashValue", "image", "init", "isCatalogOnly",
        "isTemplate", "key", "nsImage", "show", "slotTraits", "uiImage", "variant", "variants",
    ]

    /// The images, aligned with `Palette.images`.
    var images: [Image]

    /// Plans every image of `palette`; collisions of names are reported by `names`.
    init(palette: Palette, names: [String?]) {
        let builtIns = ["light", "dark", "light-hc", "dark-hc"].compactMap { palette.appearanceIndex(named: $0) }
        let light = palette.appearanceIndex(named: "light") ?? 0
        images = palette.images.enumerated().map { index, image in
            let variants = image.values.map { value in
                Self.variant(value, of: image, in: palette, builtIns: builtIns, light: light)
            }
            return Image(
                name: names[index],
                variants: variants,
                isCatalogOnly: Self.isCatalogOnly(image, variants: variants, palette: palette)
            )
        }
    }

    /// Where an appearance's value is in the catalog.
    private static func variant(
        _ value: ImageValue,
        of image: PaletteImage,
        in palette: Palette,
        builtIns: [Int],
        light: Int
    ) -> Variant {
        let file = ImageValue.file(value.file)
        if let slot = builtIns.first(where: { image.values[$0] == file }) {
            return Variant(set: image.key, slot: slot, dimming: value.dimming)
        }
        let first = image.values.firstIndex { $0.file == value.file } ?? light
        return Variant(set: ownSetName(image.key, palette.appearances[first].name), slot: light, dimming: value.dimming)
    }

    /// The name of the imageset that holds a file no built-in slot of the image's set holds.
    static func ownSetName(_ key: String, _ appearance: String) -> String {
        key + "~" + appearance
    }

    /// Whether the catalog alone shows the right artwork in every appearance: nothing dimmed, every file in the
    /// key's set, and every theme showing what the catalog shows for its scheme in either contrast.
    private static func isCatalogOnly(_ image: PaletteImage, variants: [Variant], palette: Palette) -> Bool {
        guard variants.allSatisfy({ $0.dimming == 0 && $0.set == image.key }) else { return false }
        for (index, appearance) in palette.appearances.enumerated() where !appearance.isBuiltIn {
            let dark = appearance.scheme == .dark
            let shown = [dark ? "dark" : "light", dark ? "dark-hc" : "light-hc"].compactMap {
                palette.appearanceIndex(named: $0)
            }
            if shown.contains(where: { image.values[$0] != image.values[index] }) { return false }
        }
        return true
    }
}
