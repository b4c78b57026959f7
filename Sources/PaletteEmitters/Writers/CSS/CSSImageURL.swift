import PaletteModel

/// The `url()` of an image file in the stylesheet: a path relative to the stylesheet, or the `imageBaseURL`
/// option followed by the path as the palette wrote it; written by `WebURL`, so that it needs no CSS escape and is
/// an `http(s):` or relative URL.
enum CSSImageURL {
    /// The URL of `file` for a stylesheet written at `stylesheet` (relative to the working folder, or absolute),
    /// or `nil` when no relative path leads there (see `ImageReference`: one path absolute and the other not, or the
    /// stylesheet's folder above the working folder, without the working folder to relate them) or the base URL
    /// has a scheme other than `http(s)` (the option's check refuses it first).
    static func url(of file: ImageFile, stylesheet: String?, baseURL: String?, workingFolder: String? = nil) -> String?
    {
        if let baseURL {
            let written = PathText.normalized(file.written)
            let separator = baseURL.hasSuffix("/") || baseURL.isEmpty ? "" : "/"
            guard let base = WebURL.given(baseURL) else { return nil }
            return base + separator + WebURL.encoded(written, keepingPercent: false)
        }
        guard let stylesheet else { return WebURL.path(PathText.normalized(file.path)) }
        guard let path = ImageReference(outputPath: stylesheet, workingFolder: workingFolder).relativePath(of: file)
        else { return nil }
        return WebURL.path(path)
    }
}
