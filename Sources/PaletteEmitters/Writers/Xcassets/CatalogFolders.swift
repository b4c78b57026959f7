import PaletteModel

/// The folders of an asset catalog claimed so far: each colorset and imageset, and the group folders a key
/// `Folder/Name` puts them in (a group's `Contents.json` makes its name part of the lookup name).
///
/// APFS and HFS+ are case-insensitive by default, so two folders that differ only in case are one folder there:
/// a collision, reported where the second key is defined.
struct CatalogFolders {
    /// The claimed set folders by lowercased path, with the key that claimed each and where it is defined.
    private var sets: [String: (key: String, location: Diagnostic.Location?)] = [:]
    /// The group folders by lowercased path, as first spelled.
    private var groups: [String: String] = [:]

    /// Claims the folder `<key>.<kind>` (`kind`: `colorset` or `imageset`), appending the `Contents.json` of each
    /// new group folder to `files`; `nil` after reporting a key no folder can hold or a case collision.
    mutating func claim(
        _ key: String,
        kind: String,
        at location: Diagnostic.Location?,
        files: inout [GeneratedFile],
        diagnostics: inout DiagnosticBag
    ) -> String? {
        guard let segments = Self.segments(key, kind: kind, at: location, diagnostics: &diagnostics) else {
            return nil
        }
        let path = segments.joined(separator: "/") + "." + kind
        let folded = path.lowercased()
        if let owner = sets[folded] {
            diagnostics.report(
                .sameFolder(key, owner: owner.key, kind: kind, at: location, ownerLocation: owner.location)
            )
            return nil
        }
        sets[folded] = (key, location)
        for depth in 1..<segments.count {
            let group = segments[0..<depth].joined(separator: "/")
            if let spelled = groups[group.lowercased()], spelled != group {
                diagnostics.report(
                    .groupFolderCase(group, of: key, spelled: spelled, at: location)
                )
            } else if groups.updateValue(group, forKey: group.lowercased()) == nil {
                files.append(XcassetsEmitter.contents(group + "/Contents.json", XcassetsEmitter.printNamespace))
            }
        }
        return path
    }

    /// The folder path of a key's set (split at `/`), or `nil` after reporting a key no folder can hold.
    private static func segments(
        _ key: String,
        kind: String,
        at location: Diagnostic.Location?,
        diagnostics: inout DiagnosticBag
    ) -> [String]? {
        let segments = key.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let bad = segments.first { segment in
            segment.isEmpty || segment.hasPrefix(".")
                || segment.unicodeScalars.contains { $0 == ":" || $0.value < 0x20 }
        }
        guard let bad else { return segments }
        let why = bad.isEmpty ? "an empty folder name" : "the folder name '\(bad)'"
        diagnostics.report(
            .unnameableFolder(key, kind: kind, why: why, at: location)
        )
        return nil
    }
}

extension Diagnostic {
    /// Two keys whose folders differ only in case.
    fileprivate static func sameFolder(
        _ key: String,
        owner: String,
        kind: String,
        at location: Location?,
        ownerLocation: Location?
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "'\(key)' and '\(owner)' become the same \(kind) folder on a case-insensitive file system",
            at: location,
            notes: [Note("'\(owner)' defined here", at: ownerLocation)]
        )
    }

    /// A group folder spelled in two cases.
    fileprivate static func groupFolderCase(
        _ group: String,
        of key: String,
        spelled: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .nameCollision,
            "the group folder '\(group)' of '\(key)' differs from '\(spelled)' only in case; they are one folder on a case-insensitive file system",
            at: location
        )
    }

    /// A key with a segment that cannot be a folder name.
    fileprivate static func unnameableFolder(
        _ key: String,
        kind: String,
        why: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .unsupportedByFormat,
            "key '\(key)' cannot name a \(kind): it needs \(why) (names may not be empty, start with '.', or hold ':' or control characters)",
            at: location
        )
    }
}
