import PaletteModel

/// The existing file a user likely meant by a path that names nothing (`Palettes/Bse.json` for
/// `Palettes/Base.json`): each missing component replaced by the closest name in its folder.
public enum PathSuggestion {
    /// The most path components looked at; a longer path gets no suggestion.
    static let maxComponents = 32

    /// The existing path closest to `path`, or `nil`.
    ///
    /// Each component that does not exist is replaced by the closest entry of its folder
    /// (`Suggestion.closestOrCompletion`); `nil` when one has none, or when nothing was replaced. Reads only folder
    /// listings, one per component.
    public static func nearest(to path: String, files: any FileProvider) -> String? {
        let normalized = PathText.normalized(path)
        let absolute = normalized.utf8.first == 0x2F
        let components = normalized.split(separator: "/").map(String.init)
        guard !components.isEmpty, components.count <= maxComponents else { return nil }
        var folder = absolute ? "/" : "."
        var changed = false
        for component in components {
            if component == ".." {
                folder = PathText.join(folder, component)
                continue
            }
            guard let names = files.entries(of: folder) else { return nil }
            if names.contains(component) {
                folder = PathText.join(folder, component)
            } else if let closest = Suggestion.closestOrCompletion(to: component, in: names) {
                folder = PathText.join(folder, closest)
                changed = true
            } else {
                return nil
            }
        }
        return changed ? folder : nil
    }
}
