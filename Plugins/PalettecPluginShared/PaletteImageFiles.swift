import Foundation

/// The image files a palette's `images` name, so that a build re-runs palettec when one of them changes.
///
/// The plugins cannot use palettec's reader, so this reads the palette with Foundation and looks only at `images`:
/// each image is a path, or an object whose fields other than `description`, `deprecated` and `template` are
/// appearance values; a value that is a string and not an alias `{KEY}` is a path relative to the palette file
/// (`{ "dim": 0.4 }` names no file). Checking is palettec's: a file that cannot be read, a palette that does not
/// parse or a foreign file that happens to have an `images` member only ever adds no input or an extra one.
enum PaletteImageFiles {
    /// The fields of an image entry that are not appearance values.
    static let entryFields: Set<String> = ["description", "deprecated", "template"]

    /// The existing image files named by the palettes among `files` (`.json` and `.plist` files), in path order.
    ///
    /// Only files that exist are listed: a missing image already fails palettec's run (`unreadable-file`), and a
    /// failed build command runs again in the next build; a stray string (a foreign file's `images` member) must
    /// not become an input no build can produce.
    static func files(namedBy files: [URL]) -> [URL] {
        var found: Set<String> = []
        for palette in files {
            for path in paths(namedBy: palette) {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                    found.insert(path)
                }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The paths of the image files one palette file names, resolved against its folder, whether they exist or not.
    static func paths(namedBy palette: URL) -> [String] {
        guard let images = imagesObject(of: palette) else { return [] }
        var written: [String] = []
        for value in images.values {
            if let path = value as? String {
                written.append(path)
            } else if let fields = value as? [String: Any] {
                written += fields.compactMap { entryFields.contains($0.key) ? nil : $0.value as? String }
            }
        }
        let folder = palette.deletingLastPathComponent()
        return written.filter { !$0.isEmpty && !($0.hasPrefix("{") && $0.hasSuffix("}")) }.map { path in
            (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardized.path
        }
    }

    /// The root `images` object of a JSON or plist palette file, or `nil` when the file has none or does not parse.
    private static func imagesObject(of palette: URL) -> [String: Any]? {
        let name = palette.lastPathComponent
        guard name.hasSuffix(".json") || name.hasSuffix(".plist"), let data = try? Data(contentsOf: palette) else {
            return nil
        }
        let root =
            name.hasSuffix(".json")
            ? try? JSONSerialization.jsonObject(with: data)
            : try? PropertyListSerialization.propertyList(from: data, format: nil)
        return (root as? [String: Any])?["images"] as? [String: Any]
    }
}
