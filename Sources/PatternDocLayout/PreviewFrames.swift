import PatternDocRender
import PatternDocReport

/// The rendered previews under a code block: each in a device-like frame, captioned with its
/// title when it has one.
///
/// A preview's HTML is inserted as it was printed: the code that printed it escaped its text
/// already, so escaping it again would show `&amp;lt;` to the reader. Only the title, plain
/// text, is escaped here. The previews are snapshots, so their container is `inert`: nothing
/// in it can be clicked, focused or typed into.
///
/// ```html
/// <div class="pd-previews">
///   <figure class="pd-preview-frame" aria-label="Preview: After two taps">
///     <figcaption class="pd-preview-title">After two taps</figcaption>
///     <div class="pd-preview-device"><div class="pd-preview" inert>…the printed HTML…</div></div>
///   </figure>
/// </div>
/// ```
package enum PreviewFrames {
    /// The frames of `previews`, or an empty string when there are none.
    static func html(_ previews: [BlockPreview]) -> String {
        guard !previews.isEmpty else { return "" }
        var html = "<div class=\"pd-previews\">"
        for preview in previews {
            let label = preview.title.isEmpty ? "Rendered preview" : "Preview: \(preview.title)"
            html += "<figure class=\"pd-preview-frame\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
            if !preview.title.isEmpty {
                html += "<figcaption class=\"pd-preview-title\">\(HTMLEscaping.text(preview.title))</figcaption>"
            }
            html += "<div class=\"pd-preview-device\"><div class=\"pd-preview\" inert>"
            html += preview.html
            html += "</div></div></figure>"
        }
        return html + "</div>"
    }

    /// What a block's preview badge says: `rendered preview`, or `3 rendered previews`.
    package static func badgeLabel(count: Int) -> String {
        count == 1 ? "rendered preview" : "\(count) rendered previews"
    }
}
