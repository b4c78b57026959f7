import Foundation
import PaletteModel

/// Where build records are kept: one small file per working folder and command line, in
/// `PALETTEC_CACHE_DIR` (set but empty: keep none), else `$XDG_CACHE_HOME/palettec`, else the user's cache folder
/// (`~/.cache/palettec`, `~/Library/Caches/palettec` on macOS).
///
/// A record is an optimization only: one that cannot be read or written is treated as missing, silently.
enum BuildRecordStore {
    /// The largest record read: a record is a list of facts and outputs, far smaller; a larger file is not one.
    static let maxRecordBytes = 256 * 1024 * 1024

    /// The folder records are kept in, or `nil` when records are off or there is no cache folder.
    static func folder(environment: [String: String]) -> String? {
        if let chosen = environment["PALETTEC_CACHE_DIR"] {
            return chosen.isEmpty ? nil : chosen
        }
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return cache + "/palettec"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if canImport(Darwin)
        return home + "/Library/Caches/palettec"
        #else
        return home + "/.cache/palettec"
        #endif
    }

    /// The record's file for a key.
    static func path(key: String, environment: [String: String]) -> String? {
        folder(environment: environment).map { $0 + "/build-" + key + ".json" }
    }

    /// The record kept for `key`, if there is one of this palettec's layout.
    static func load(key: String, environment: [String: String]) -> BuildRecord? {
        guard let path = path(key: key, environment: environment),
            let bytes = DiskFileProvider().read(path, maxBytes: maxRecordBytes, digest: false).bytes,
            case let data = Data(bytes),
            let record = try? JSONDecoder().decode(BuildRecord.self, from: data),
            record.layout == BuildRecord.layout, record.key == key
        else { return nil }
        return record
    }

    /// Keeps `record`, replacing the one before in one step; failures are ignored.
    static func save(_ record: BuildRecord, environment: [String: String]) {
        guard let path = path(key: record.key, environment: environment) else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(record) else { return }
        try? FileManager.default.createDirectory(
            atPath: PathText.parent(path),
            withIntermediateDirectories: true
        )
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
