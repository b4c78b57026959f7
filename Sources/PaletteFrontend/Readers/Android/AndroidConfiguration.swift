/// The configurations of an Android `res` folder palettec reads: which `values` folder gives which appearance.
///
/// `values/` is the default, `values-night/` dark and `values-notnight/` light; a name one of them lacks falls back to
/// `values/`, as Android resolves it. Every other qualified `values-*` folder (an API level such as `-v27`, `-land`,
/// a screen width, a locale) applies only on some devices, so it is not read (one note names them).
enum AndroidConfiguration: CaseIterable {
    /// `values/`.
    case base
    /// `values-night/`: dark.
    case night
    /// `values-notnight/`: light.
    case notNight

    /// The folder's name.
    var folder: String {
        switch self {
        case .base: "values"
        case .night: "values-night"
        case .notNight: "values-notnight"
        }
    }

    /// The configuration as aapt2 names it in its messages.
    var aaptName: String {
        switch self {
        case .base: ""
        case .night: "night"
        case .notNight: "notnight"
        }
    }

    /// The configuration of a folder named `name`, `nil` for any other.
    init?(folder name: String) {
        guard let configuration = Self.allCases.first(where: { $0.folder == name }) else { return nil }
        self = configuration
    }

    /// Whether `name` is a `values` folder with qualifiers palettec does not read.
    static func isIgnored(folder name: String) -> Bool {
        name.hasPrefix("values-") && Self(folder: name) == nil
    }
}
