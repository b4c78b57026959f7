/// palettec's version: the one place it is written. `palettec --version` prints it, and the Makefile reads this line
/// for the names of `make dist`'s archives and the artifact bundle's `info.json`.
enum PalettecVersion {
    /// The version number, `MAJOR.MINOR.PATCH`.
    static let number = "0.1.0"
}
