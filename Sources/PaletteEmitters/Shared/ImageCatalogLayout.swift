public import PaletteModel

/// Where an image's files are in the asset catalog, as the `xcassets` output writes it and the generated Swift
/// reads it.
///
/// The imageset named after the key holds the light file in the Any slot, the dark one in Dark and the
/// high-contrast ones in the High Contrast slots. A file that none of those four slots holds as it is (a theme's
/// own artwork, the source of a dimmed value that no appearance shows plainly) is in an imageset of its own named
/// `key~appearance`, after the first appearance that uses it.
public enum ImageCatalogLayout {
    /// The positions of `light`, `dark`, `light-hc` and `dark-hc` in `palette.appearances`, those it has.
    public static func builtInSlots(of palette: Palette) -> [Int] {
        ["light", "dark", "light-hc", "dark-hc"].compactMap { palette.appearanceIndex(named: $0) }
    }

    /// The built-in slot of the key's imageset that holds `file` as it is, if one does.
    public static func slot(holding file: ImageFile, of image: PaletteImage, builtIns: [Int]) -> Int? {
        builtIns.first { image.values[$0] == .file(file) }
    }

    /// The name of the imageset that holds a file no built-in slot of the image's set holds.
    public static func ownSetName(_ key: String, _ appearance: String) -> String {
        key + "~" + appearance
    }

    /// The imagesets of their own an image needs, in appearance order: each file no built-in slot holds, named
    /// after the first appearance that uses it.
    public static func ownSets(of image: PaletteImage, in palette: Palette) -> [(name: String, file: ImageFile)] {
        let builtIns = builtInSlots(of: palette)
        var sets: [(name: String, file: ImageFile)] = []
        for (index, value) in image.values.enumerated() {
            let file = value.file
            guard slot(holding: file, of: image, builtIns: builtIns) == nil,
                !sets.contains(where: { $0.file == file })
            else { continue }
            let first = image.values.firstIndex { $0.file == file } ?? index
            sets.append((ownSetName(image.key, palette.appearances[first].name), file))
        }
        return sets
    }
}
