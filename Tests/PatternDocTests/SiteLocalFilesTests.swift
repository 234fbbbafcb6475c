import Foundation
import Testing
@testable import PatternDoc
@testable import PatternDocSite

/// The files pages show or link to: local images and downloads are checked and copied to the
/// same place on the site; nothing outside the docs folder is read; images from other sites
/// are warnings, or errors when the site must make no external requests.
@Suite struct SiteLocalFilesTests {
    @Test func localImagesAndDownloadsAreCopiedToTheSamePlaceBelowTheSite() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Guide/Page.md)\n",
            "Package/Docs/Guide/Page.md": """
                # Page

                ![diagram](../img/a.png) and ![again](./../img/a.png "Again")

                [download](files/x.zip), ![spaced](<../img/my pic.png>), [the report](../verification.html)

                """,
            "Package/Docs/img/a.png": "PNG-A",
            "Package/Docs/img/my pic.png": "PNG-SPACED",
            "Package/Docs/img/unused.png": "PNG-UNUSED",
            "Package/Docs/Guide/files/x.zip": "ZIP",
        ])
        defer { scratch.remove() }

        let site = try SiteBuilder.build(siteInput(try scratch.load()))

        #expect(site.text("img/a.png") == "PNG-A")
        #expect(site.text("img/my pic.png") == "PNG-SPACED")
        #expect(site.text("Guide/files/x.zip") == "ZIP")
        #expect(site.files["img/unused.png"] == nil)
        #expect(site.text("verification.html").contains("Verification report"))
        let page = site.text("Guide/Page.html")
        #expect(page.contains("<img src=\"../img/a.png\" alt=\"diagram\" />"))
        #expect(page.contains("<img src=\"../img/my%20pic.png\" alt=\"spaced\" />"))
        #expect(page.contains("<a href=\"files/x.zip\">download</a>"))
        #expect(site.warnings.isEmpty)
    }

    @Test func aMissingImageOrDownloadIsAnErrorAtItsLine() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/Page.md": "# Page\n\n![x](img/missing.png)\n\n[get it](files/gone.zip#v2)\n\n[a folder](img/)\n",
            "Package/Docs/img/other.png": "",
        ])
        defer { scratch.remove() }

        #expect(siteProblems(siteInput(try scratch.load())) == [
            "Docs/Page.md:3: error: the image 'img/missing.png' points at Docs/img/missing.png, which does not exist. "
                + "Add the file, or fix the path; it is relative to the page.",
            "Docs/Page.md:5: error: the link 'files/gone.zip#v2' points at Docs/files/gone.zip, which does not exist. "
                + "Add the file, or fix the path; it is relative to the page.",
            "Docs/Page.md:7: error: the link 'img/' points at the folder Docs/img; the site copies files, not folders. "
                + "Link a file in it instead.",
        ])
    }

    @Test func filesOutsideTheDocsFolderAreErrorsAndNeverCopied() throws {
        let secret = "SECRET-\(UUID().uuidString)"
        let scratch = try DocsFolderScratch(
            files: [
                "Package/Docs/Page.md": """
                    # Page

                    ![above](../../outside/secret.png)

                    ![linked](img/leak.png)

                    [passwords](/etc/passwd)

                    """,
                "outside/secret.png": secret,
            ],
            links: ["Package/Docs/img/leak.png": "../../../outside/secret.png"]
        )
        defer { scratch.remove() }

        let problems = siteProblems(siteInput(try scratch.load()))

        #expect(problems == [
            "Docs/Page.md:3: error: the image '../../outside/secret.png' points outside the docs folder; the site copies only "
                + "files inside it. Move the file into Docs/ and link it by its path relative to the page.",
            "Docs/Page.md:5: error: the image 'img/leak.png' points at Docs/img/leak.png, a symbolic link to a file outside "
                + "the docs folder, which the site does not copy. Copy the file into Docs/ instead of linking to it.",
            "Docs/Page.md:7: error: the link '/etc/passwd' is an absolute path, which names a place on the disk or the server "
                + "rather than a file of the docs. Put the file in Docs/ and write its path relative to the page, so that "
                + "the site works wherever it is served.",
        ])
        #expect(!problems.joined().contains(secret))
    }

    @Test func aLinkThatClimbsAboveTheDocsFolderAndBackIsAnErrorForPagesAsForFiles() throws {
        // `../Docs/Other.md` from a page at the top of Docs/ names a page that exists, but the
        // site holds the docs folder's contents at its root: `../Docs/Other.html` would be
        // broken there. The link check and the file copier say so alike.
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/SUMMARY.md": "- [Page](Page.md)\n- [Other](Other.md)\n",
            "Package/Docs/Page.md": """
                # Page

                [other](../Docs/Other.md)

                ![picture](../Docs/img/a.png)

                [fine](Other.md) and ![fine](img/a.png)

                """,
            "Package/Docs/Other.md": "# Other\n",
            "Package/Docs/img/a.png": "PNG",
        ])
        defer { scratch.remove() }

        let problems = siteProblems(siteInput(try scratch.load()))

        #expect(problems == [
            "Docs/Page.md:3: error: the link to '../Docs/Other.md' climbs above the docs folder, where the site has no pages. "
                + "Write the path relative to the page without leaving Docs/; the site holds only the pages inside it.",
            "Docs/Page.md:5: error: the image '../Docs/img/a.png' points outside the docs folder; the site copies only "
                + "files inside it. Move the file into Docs/ and link it by its path relative to the page.",
        ])
        let folder = LinkCheck.Folder(of: "Docs/Guide/Page.md", docsFolder: "Docs")
        #expect(folder.pathBelowDocs("../Other.md") == "Other.md")
        #expect(folder.pathBelowDocs("../../Docs/Other.md") == nil)
        #expect(LinkCheck.resolve("../Other.md", from: "Docs/Guide/Page.md", docsFolder: "Docs") == "Docs/Other.md")
        #expect(LinkCheck.resolve("../../Docs/Other.md", from: "Docs/Guide/Page.md", docsFolder: "Docs") == nil)
    }

    @Test func remoteImagesAreWarningsAndErrorsWhenRefusedButRemoteLinksAreFine() throws {
        let scratch = try DocsFolderScratch(files: [
            "Package/Docs/Page.md": """
                # Page

                ![logo](https://example.org/logo.png)

                ![cdn](//cdn.example.org/x.png)

                [a link](https://example.org/a.png) is fine, and so is ![dot](data:image/png;base64,iVBORw0KGgo=).

                """,
        ])
        defer { scratch.remove() }
        let docs = try scratch.load()
        let remote = "is loaded from another server whenever the page is read, so the site makes an external request."
        let hint = "Download the image into the docs folder and link it by its path relative to the page."

        let site = try SiteBuilder.build(siteInput(docs))

        #expect(site.warnings.map { $0.rendered(as: "warning") } == [
            "Docs/Page.md:3: warning: the image 'https://example.org/logo.png' \(remote) \(hint)",
            "Docs/Page.md:5: warning: the image '//cdn.example.org/x.png' \(remote) \(hint)",
        ])
        #expect(siteProblems(siteInput(docs, refusesRemoteImages: true)) == [
            "Docs/Page.md:3: error: the image 'https://example.org/logo.png' \(remote) \(hint)",
            "Docs/Page.md:5: error: the image '//cdn.example.org/x.png' \(remote) \(hint)",
        ])
    }
}
