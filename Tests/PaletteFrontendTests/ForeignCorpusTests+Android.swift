import PaletteFrontend

extension ForeignCorpusTests {
    /// Oppia's app resources: literal definitions, a palette of aliases and components in three files.
    static let oppia = "oppia-oppia-android/app/src/main/res/"
    /// ActivityManager's resources: Material theme colors in a second file of each values folder.
    static let sdex = "sdex-ActivityManager/app/src/main/res/"
    /// Moop's resources: colors beside bools, a values-notnight-v27 folder.
    static let moop = "Moop-App-Moop-Android/app/src/main/res/"

    /// Android values folders of several files, read as aapt merges them.
    static let androidExpectations: [Expectation] = [
        Expectation(
            input: String(oppia.dropLast()),
            covers: [
                oppia + "values/color_defs.xml", oppia + "values/color_palette.xml",
                oppia + "values/component_colors.xml", oppia + "values-night/color_palette.xml",
            ],
            format: .android,
            entries: 739,
            values: [
                "color_def_oppia_green@*": "#00645CFF",
                "color_palette_primary_color@light": "{color_def_oppia_green}",
                "color_palette_primary_color@dark": "{color_def_oppia_turquoise}",
                "component_color_shared_active_text_color@*": "{color_palette_primary_color}",
            ],
            palette: 739,
            // Colors of `color_defs.xml` that repeat a named one: `color_def_bright_green` is
            // `color_def_dark_turquoise`, `color_def_white_f5` nearly `color_def_oppia_white`, and roles there
            // (`color_def_oppia_grey_background`, `…_progress_bar_gradient_end` is `color_def_bright_grey`).
            loweringRules: Array(repeating: "warning near-duplicate", count: 10)
        ),
        Expectation(
            input: String(sdex.dropLast()),
            covers: [
                sdex + "values/colors.xml", sdex + "values/theme_colors.xml", sdex + "values-night/colors.xml",
                sdex + "values-night/theme_colors.xml",
            ],
            format: .android,
            entries: 152,
            values: [
                "ic_launcher_background@*": "#00629DFF",
                "white@*": "#FFFFFFFF",
                "md_theme_primary@light": "#31628DFF",
                "scrollbar_background@light": "#00000028",
                "scrollbar_background@dark": "#AAAAAA2B",
            ],
            palette: 152
        ),
        Expectation(
            input: String(moop.dropLast()),
            covers: [
                moop + "values/colors.xml", moop + "values/sys_ui.xml", moop + "values-night/sys_ui.xml",
                moop + "values-notnight-v27/sys_ui.xml",
            ],
            format: .android,
            entries: 7,
            values: [
                "nav_bar_scrim@*": "{system_ui_scrim_dark}",
                "system_ui_scrim_light@light": "#FFFFFFB3",
                "system_ui_scrim_light@dark": "#FFFFFF2E",
                "transparent@light": "#FFFFFF00",
                "transparent@dark": "#00000000",
                "ic_launcher_background@*": "#FFFFFFFF",
            ],
            rules: ["note unsupported-by-format"],
            palette: 7
        ),
    ]
}
