/// One child of an `XMLElement`: an element, or a run of text.
public enum XMLNode: Hashable, Sendable {
    /// A child element.
    case element(XMLElement)
    /// Text with entities decoded and line ends normalized to LF; CDATA sections are text too.
    ///
    /// Adjacent text, references and CDATA form one run even across comments; `offset` is where the run starts.
    case text(String, offset: Int)
}
