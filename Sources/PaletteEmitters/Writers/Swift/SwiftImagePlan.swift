import PaletteModel

/// Where the generated Swift finds each image's artwork in the asset catalog (laid out as `ImageCatalogLayout`
/// says, which the `xcassets` output writes), and the name of each image constant.
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
        let builtIns = ImageCatalogLayout.builtInSlots(of: palette)
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
        if let slot = ImageCatalogLayout.slot(holding: value.file, of: image, builtIns: builtIns) {
            return Variant(set: image.key, slot: slot, dimming: value.dimming)
        }
        let first = image.values.firstIndex { $0.file == value.file } ?? light
        let set = ImageCatalogLayout.ownSetName(image.key, palette.appearances[first].name)
        return Variant(set: set, slot: light, dimming: value.dimming)
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
