/// palettec's version, written in this one place.
///
/// `palettec --version` prints it, and the Makefile reads the `number` line for the names of `make dist`'s archives
/// and the artifact bundle's `info.json`.
enum PalettecVersion {
    /// The version number, `MAJOR.MINOR.PATCH`.
    static let number = "0.1.0"
}
