public import PaletteModel

extension NameCollisions {
    /// The name of each image under `rule`, or `nil` for an image whose name a color (named `colorNames`, as
    /// `name(_:by:)` gave them) or an earlier image already has; `collision` is called for each such image with
    /// its diagnostic.
    public static func nameImages(
        _ palette: Palette,
        by rule: NameRule,
        colorNames: [String?],
        collision: (Diagnostic) -> Void
    ) -> [String?] {
        var colorOwners: [String: Int] = [:]
        for (index, name) in colorNames.enumerated() {
            if let name, colorOwners[name] == nil { colorOwners[name] = index }
        }
        var imageOwners: [String: Int] = [:]
        var names: [String?] = []
        names.reserveCapacity(palette.images.count)
        for (index, image) in palette.images.enumerated() {
            let name = rule.make(image.key)
            if let color = colorOwners[name] {
                let earlier = palette.entries[color]
                collision(
                    .imageNameTaken(image, earlierKey: earlier.key, what: "color", at: earlier.location, name, rule)
                )
                names.append(nil)
            } else if let earlier = imageOwners[name] {
                let other = palette.images[earlier]
                collision(.imageNameTaken(image, earlierKey: other.key, what: "image", at: other.location, name, rule))
                names.append(nil)
            } else {
                imageOwners[name] = index
                names.append(name)
            }
        }
        return names
    }

    /// The image names an emitter declares: those the build's check worked out (`checked`), else
    /// named here with each collision reported.
    static func imageNames(
        _ palette: Palette,
        rule: NameRule,
        colorNames: [String?],
        checked: CheckedNames,
        diagnostics: inout DiagnosticBag
    ) -> [String?] {
        if let checked = checked.images[rule.kind], checked.count == palette.images.count {
            return checked
        }
        var found: [Diagnostic] = []
        let names = nameImages(palette, by: rule, colorNames: colorNames) { found.append($0) }
        for diagnostic in found { diagnostics.report(diagnostic) }
        return names
    }
}

extension Diagnostic {
    /// The one message for an image whose name a color or another image already has.
    fileprivate static func imageNameTaken(
        _ image: PaletteImage,
        earlierKey: String,
        what: String,
        at location: Location?,
        _ name: String,
        _ rule: NameRule
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "the image '\(image.key)' and the \(what) '\(earlierKey)' both become the \(rule.kind) '\(name)'; "
                + "rename one of them",
            at: image.location,
            notes: [Note("the \(what) '\(earlierKey)' is defined here", at: location)]
        )
    }
}
