import PaletteModel

/// The images of Android resources: copies of PNG and JPEG files as drawables.
///
/// - The light file goes to `drawable/<name>.<ext>`, the dark one to `drawable-night/<name>.<ext>` (left out when
///   it is the light file itself, which Android then uses in night mode too); a file drawn at 2x, 3x or 4x goes to
///   the `xhdpi`, `xxhdpi` or `xxxhdpi` folder of its appearance (`drawable-night-xhdpi`), 1x being the baseline
///   density. Names follow `AndroidResourceName`, like colors.
/// - Android has no drawable for SVG or PDF (a vector drawable is its own XML format), no effect such as dimming,
///   no high-contrast qualifier and no themes: each is a loss (`ForeignLoss`; `allowLoss` makes it a warning). An
///   SVG or PDF image is left out; a dimmed dark value leaves the light drawable to night mode.
/// - Two images with one drawable name, or an image named like a color (`R.drawable.x` beside `R.color.x` reads as
///   one thing), are `name-collision` errors.
/// - `values/colors.xml` names each copy in a comment (`<!-- copied by palettec: drawable/logo.png -->`): that is
///   how a later build knows the drawable is palettec's to replace or remove.
struct AndroidDrawables {
    /// One copy.
    struct Copy {
        /// The path inside the resource folder (`drawable-night/logo.png`).
        var path: String
        /// The file copied.
        var file: ImageFile
    }

    /// The copies, in palette order, light before dark.
    let copies: [Copy]

    /// Works out the copies of `palette`'s images, reporting what cannot be a drawable.
    init(_ palette: Palette, colorNames: [String: String], loss: ForeignLoss, diagnostics: inout DiagnosticBag) {
        let slots = ForeignSlots(palette)
        loss.checkImageThemes(palette, slots: slots, diagnostics: &diagnostics)
        let colorKeys = Dictionary(colorNames.map { ($1, $0) }) { first, _ in first }
        var owners: [String: PaletteImage] = [:]
        var copies: [Copy] = []
        for image in palette.images {
            func value(_ slot: Int?) -> ImageValue? {
                guard let slot, image.values.indices.contains(slot) else { return nil }
                return image.values[slot]
            }
            guard let light = value(slots.light), let dark = value(slots.dark) else { continue }
            if light.file.kind.isVector || dark.file.kind.isVector {
                let kind = (light.file.kind.isVector ? light : dark).file.kind.rawValue.uppercased()
                diagnostics.report(.vectorDrawableLeftOut(image.key, kind: kind, in: loss, at: image.location))
                continue
            }
            let name = AndroidResourceName.make(from: image.key)
            if let owner = owners[name] {
                diagnostics.report(
                    .drawableNameTaken(image, by: "image '\(owner.key)'", at: owner.location, name: name)
                )
                continue
            }
            if let color = colorKeys[name], let entry = palette.entries.first(where: { $0.key == color }) {
                diagnostics.report(.drawableNameTaken(image, by: "color '\(color)'", at: entry.location, name: name))
                continue
            }
            owners[name] = image
            loss.checkDimmed(
                image,
                palette: palette,
                slots: [slots.dark],
                instead: "night mode shows the light drawable",
                diagnostics: &diagnostics
            )
            if value(slots.lightHC).map({ $0 != light }) == true || value(slots.darkHC).map({ $0 != dark }) == true {
                diagnostics.report(.imageHighContrastLeftOut(image.key, in: loss, at: image.location))
            }
            copies.append(
                Copy(
                    path: Self.folder(night: false, light.file) + "/" + name + "." + light.file.kind.fileExtension,
                    file: light.file
                )
            )
            if case .file(let file) = dark, file != light.file {
                copies.append(
                    Copy(path: Self.folder(night: true, file) + "/" + name + "." + file.kind.fileExtension, file: file)
                )
            }
        }
        self.copies = copies
    }

    /// The drawable folder of a file in an appearance: `drawable`, `drawable-night`, `drawable-night-xhdpi`, ….
    static func folder(night: Bool, _ file: ImageFile) -> String {
        let density: String =
            switch file.scale {
            case ...1: ""
            case 2: "-xhdpi"
            case 3: "-xxhdpi"
            default: "-xxxhdpi"
            }
        return "drawable" + (night ? "-night" : "") + density
    }

    /// The generated files: one copy each.
    var files: [GeneratedFile] {
        copies.map { GeneratedFile(relativePath: $0.path, copying: $0.file) }
    }

    /// The comment in `values/colors.xml` that names a copy as palettec's.
    static func entry(_ path: String) -> String {
        "<!-- copied by palettec: \(path) -->"
    }

    /// Whether `path` (relative to the resource folder) is a PNG or JPEG directly in a drawable folder, with a
    /// name palettec could have given it.
    static func isCopyName(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0] == "drawable" || parts[0].hasPrefix("drawable-"),
            let dot = parts[1].lastIndex(of: ".")
        else { return false }
        let name = parts[1][..<dot]
        let ext = parts[1][parts[1].index(after: dot)...]
        return (ext == "png" || ext == "jpg") && AndroidResourceName.isValid(String(name))
    }
}

extension Diagnostic {
    fileprivate static func vectorDrawableLeftOut(
        _ key: String,
        kind: String,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "image '\(key)' is \(kind); Android drawables are bitmaps (PNG, JPEG) or vector-drawable XML, so it is left "
                + "out of the resources",
            in: loss,
            at: location
        )
    }

    fileprivate static func imageHighContrastLeftOut(
        _ key: String,
        in loss: ForeignLoss,
        at location: Location?
    ) -> Diagnostic {
        .loss(
            "image '\(key)' has high-contrast values; Android resources have no high-contrast qualifier, so the output "
                + "holds only its light and dark files",
            in: loss,
            at: location
        )
    }

    /// A drawable name that another image or a color already has.
    fileprivate static func drawableNameTaken(
        _ image: PaletteImage,
        by other: String,
        at location: Location?,
        name: String
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "image '\(image.key)' and \(other) both become the Android resource name '\(name)'",
            at: image.location,
            notes: [Note("\(other) defined here", at: location)]
        )
    }
}
