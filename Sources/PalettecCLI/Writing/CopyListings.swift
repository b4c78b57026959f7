import PaletteCompiler
import PaletteEmitters
import PaletteModel

/// Tells which copied files in folder outputs are palettec's, by the generated files that list them.
///
/// A copy (an imageset's PNG, an Android drawable) cannot carry palettec's marker, so the format names a listing
/// file for it (`Emitter.listing(ofCopyAt:)`): an imageset's `Contents.json` lists its files by `"filename"`,
/// Android's `values/colors.xml` names each drawable in a comment. A copy is palettec's when that file, as it is
/// on disk before the build, is proven palettec's (`GeneratedProof`) and holds the copy's entry: an earlier build
/// wrote both.
/// Anything else at a copy's path (an image added by hand, an imageset Xcode wrote) is never replaced or removed.
/// Each listing file is read once per build, so a catalog of many images costs one small read per imageset.
struct CopyListings {
    /// The listing files read so far, by path: their bytes when palettec wrote them, else `nil`.
    private var read: [String: [UInt8]?] = [:]

    /// Whether the copy at `relativePath` inside the folder output `root` of `emitter` is listed as palettec's.
    mutating func lists(_ relativePath: String, in root: String, by emitter: any Emitter) -> Bool {
        guard let listing = emitter.listing(ofCopyAt: relativePath) else { return false }
        // Both parts are clean already (the planner's root, the format's relative path): no normalizing per copy.
        let path = root + "/" + listing.path
        let bytes: [UInt8]?
        if let known = read[path] {
            bytes = known
        } else {
            let proven =
                FileOutput.inspect(path) == .file
                && GeneratedProof.verdict(ofFileAt: path, relativePath: listing.path, emitter: emitter).isRemovable
            bytes = proven ? DiskFileProvider().contents(of: path) : nil
            read[path] = .some(bytes)
        }
        guard let bytes else { return false }
        return FileOutput.contains(bytes[...], Array(listing.entry.utf8))
    }
}
