import Foundation

/// What a plugin needs to know of a `palettec.json` to declare a build's exact inputs and outputs.
///
/// That is its palette files and the paths of its outputs, found by the member names `ConfigKeys` gives (the file
/// palettec's own config reader uses); everything else, and every check, is palettec's.
struct PaletteConfigFile {
    /// The config itself.
    var url: URL
    /// The palette files it lists, resolved against its folder; a listed folder contributes every file in it.
    var paletteFiles: [URL]
    /// Its outputs: format and path as written.
    var outputs: [(format: String, path: String)]

    /// Reads the config at `url`; an error naming the file when it is no JSON object palettec could take.
    init(contentsOf url: URL) throws {
        self.url = url
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw PalettePluginError(file: url, message: "cannot read it: \(error); run 'palettec lint' for where")
        }
        guard let root = object as? [String: Any] else {
            throw PalettePluginError(file: url, message: "a config is a JSON object; run 'palettec lint' for where")
        }
        let folder = url.deletingLastPathComponent()
        var files: [URL] = []
        for item in root[ConfigKeys.palettes] as? [Any] ?? [] {
            let path = (item as? String) ?? ((item as? [String: Any])?[ConfigKeys.path] as? String)
            guard let path else { continue }
            files += Self.files(
                at: path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            )
        }
        paletteFiles = files
        outputs = (root[ConfigKeys.outputs] as? [Any] ?? []).compactMap { item in
            guard let output = item as? [String: Any], let format = output[ConfigKeys.format] as? String,
                let path = output[ConfigKeys.path] as? String
            else { return nil }
            return (format, path)
        }
    }

    /// The file at `url`, or every file under it when it is a folder (palettec reads folders of palette files).
    static func files(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            // A missing file is still an input: palettec reports it, and creating it re-runs the build.
            return [url]
        }
        let found = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        var result: [URL] = []
        while let file = found?.nextObject() as? URL {
            if (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { result.append(file) }
        }
        return result.sorted { $0.path < $1.path }
    }
}
