# Generated from vectors/references.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-references
Feature: MCPL references: the uri line, the stub, and the claims that keep a uri back
  An MCPL reference ({"type":"resource","uri":…}) shows its uri line only
  when its disposition is absent or "ref", its uri has a scheme other than
  http or https and nothing that can carry a credential, no embedded resource
  of the input has the same uri, and no claim of the result marks it never;
  otherwise its stub, ref_1, ref_2, … in the lane's order, naming its valid
  name, media type and size. The line is a MAY (a stub may always stand for
  it), so a line is expected only as a marker; a stub where the line is kept
  back is a MUST. RFC-005's field rules decide which parts are valid, and a
  uri longer than 4,096 UTF-16 units is no reference at all.

  @should @reference @line @control
  Scenario: references/line-memo: An MCPL reference the host can't fetch, whose uri can't carry a credential, may show its uri line on every lane; render refuses it
    Given the case "references/line-memo"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/ledger-3101"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                               | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/ledger-3101]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://notes/ledger-3101]"                                                    |            |              |
      | render             | refused               |                                                                                            |            |              |

  @must @security @reference @stub @http
  Scenario: references/http-stub: A plain http uri is one the host can fetch: the reference shows its stub, naming the name alone
    Given the case "references/http-stub"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "http://files.example/plain/report-3102.csv",
            "name": "report-3102.csv"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                           | media type | must mention      |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: report-3102.csv]"                                                                                   |            | "report-3102.csv" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: report-3102.csv]"                                                                                   |            | "report-3102.csv" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: report-3102.csv]","mentions":["report-3102.csv"]}] |            |                   |
      | push               | marker reference-stub | "[Reference ref_1: report-3102.csv]"                                                                                   |            | "report-3102.csv" |
    And no lane shows any of:
      | hidden                                       |
      | "http://files.example/plain/report-3102.csv" |

  @must @security @reference @stub @https
  Scenario: references/https-stub-all-parts: An https reference shows its stub with its name, media type and size together
    Given the case "references/https-stub-all-parts"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/secure/q3-3103.pdf",
            "name": "q3-board.pdf",
            "mimeType": "application/pdf",
            "sizeBytes": 3072
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                   | media type | must mention                                   |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]","mentions":["q3-board.pdf","application/pdf"],"bytes":3072}] |            |                                                |
      | push               | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | channel            | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf, ~3KB claimed]"                                                                                                               |            | "q3-board.pdf", "application/pdf", size 3072 B |
      | render             | refused               |                                                                                                                                                                                |            |                                                |
    And no lane shows any of:
      | hidden                                     |
      | "https://files.example/secure/q3-3103.pdf" |

  @must @security @reference @stub @http @fragment
  Scenario: references/http-fragment: A plain http uri with a fragment shows its stub, naming the media type alone; neither the uri nor its fragment shows
    Given the case "references/http-fragment"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "http://files.example/doc-3104#frag-secret-3104",
            "mimeType": "text/html"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                               | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: text/html]"                                                                             |            | "text/html"  |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: text/html]"                                                                             |            | "text/html"  |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: text/html]","mentions":["text/html"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: text/html]"                                                                             |            | "text/html"  |
    And no lane shows any of:
      | hidden                                           |
      | "http://files.example/doc-3104#frag-secret-3104" |
      | "frag-secret-3104"                               |

  @must @security @reference @stub @credential @userinfo
  Scenario: references/userinfo: A uri with userinfo can carry a password: the stub shows, naming the size alone
    Given the case "references/userinfo"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "sftp://deploy:Pw-Secret-3105@files.example/backup.tar",
            "sizeBytes": 52428800
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                             | media type | must mention    |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: ~50.0MB claimed]","bytes":52428800}] |            |                 |
      | push               | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | channel            | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: ~50.0MB claimed]"                                                                     |            | size 52428800 B |
      | render             | refused               |                                                                                                          |            |                 |
    And no lane shows any of:
      | hidden                                                  |
      | "sftp://deploy:Pw-Secret-3105@files.example/backup.tar" |
      | "Pw-Secret-3105"                                        |

  @must @security @reference @stub @credential @query
  Scenario: references/query: A uri with a query can carry a signature: the stub shows, and no query value does
    Given the case "references/query"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "s3://bucket-3106/export.csv?X-Sig=9f8e7d6c5b4a3106&expires=1999999999",
            "name": "export.csv"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                 | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: export.csv]","mentions":["export.csv"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | channel            | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | injection/user     | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | injection/system   | marker reference-stub | "[Reference ref_1: export.csv]"                                                                              |            | "export.csv" |
      | render             | refused               |                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                                                                  |
      | "s3://bucket-3106/export.csv?X-Sig=9f8e7d6c5b4a3106&expires=1999999999" |
      | "9f8e7d6c5b4a3106"                                                      |
      | "1999999999"                                                            |

  @must @security @reference @stub @credential @fragment
  Scenario: references/fragment: A uri the host can't fetch still shows its stub when it has a fragment; with no name, media type or size the stub is bare
    Given the case "references/fragment"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/3107#token-abcdef3107"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
    And no lane shows any of:
      | hidden                               |
      | "memo://notes/3107#token-abcdef3107" |
      | "token-abcdef3107"                   |

  @must @security @reference @stub @credential @userinfo
  Scenario: references/credential-not-after-slashes: A credential need not follow "//": ftp:user:pw@h/x has an "@", so its stub shows
    Given the case "references/credential-not-after-slashes"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "ftp:user:pw-secret-3108@h/x",
            "name": "x-3108.dat"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                 | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: x-3108.dat]"                                                                              |            | "x-3108.dat" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: x-3108.dat]"                                                                              |            | "x-3108.dat" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: x-3108.dat]","mentions":["x-3108.dat"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: x-3108.dat]"                                                                              |            | "x-3108.dat" |
    And no lane shows any of:
      | hidden                        |
      | "ftp:user:pw-secret-3108@h/x" |
      | "pw-secret-3108"              |

  @must @security @reference @stub @credential @backslash
  Scenario: references/backslash-userinfo: A uri with backslashes and userinfo (ws:\\u:pw@h\x) shows its stub
    Given the case "references/backslash-userinfo"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "ws:\\\\u:pw-secret-3109@h\\x"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
    And no lane shows any of:
      | hidden                               |
      | "ws:\\\\\\\\u:pw-secret-3109@h\\\\x" |
      | "pw-secret-3109"                     |

  @must @security @reference @stub @credential @backslash
  Scenario: references/backslash-only: A backslash alone keeps the line back: a uri with no "@", "?" or "#" but a backslash shows its stub
    Given the case "references/backslash-only"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "ws:\\\\files-3110\\share\\token-3110"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
    And no lane shows any of:
      | hidden                                         |
      | "ws:\\\\\\\\files-3110\\\\share\\\\token-3110" |

  @must @security @reference @stub @credential @whitespace
  Scenario: references/whitespace: Whitespace keeps the line back: a leading space before http, a space inside and a trailing U+FEFF each show a stub, ref_1 to ref_3
    Given the case "references/whitespace"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": " http://files.example/lead-3111"
          },
          {
            "type": "resource",
            "uri": "memo://notes/draft 3111.txt"
          },
          {
            "type": "resource",
            "uri": "memo://notes/bom-3111\ufeff"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                            |
      | " http://files.example/lead-3111" |
      | "memo://notes/draft 3111.txt"     |
      | "memo://notes/bom-3111\\ufeff"    |

  @must @security @reference @stub @credential @controls
  Scenario: references/controls: A C0 or C1 control anywhere keeps the line back: a tab inside the scheme, a BEL and a NEL (U+0085, a control but not whitespace) each show a stub
    Given the case "references/controls"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "ht\ttp://u:pw-secret-3112@h/x"
          },
          {
            "type": "resource",
            "uri": "memo://notes/bell\u0007-3112"
          },
          {
            "type": "resource",
            "uri": "memo://notes/nel\u0085-3112"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                           |
      | "ht\\ttp://u:pw-secret-3112@h/x" |
      | "pw-secret-3112"                 |
      | "memo://notes/bell\\u0007-3112"  |
      | "memo://notes/nel\\u0085-3112"   |

  @must @security @reference @stub @scheme
  Scenario: references/scheme-case: http and https are matched ASCII case aside: HTTPS:// and Http:// show stubs; MEMO:// may show its line
    Given the case "references/scheme-case"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "HTTPS://files.example/upper-3113.pdf",
            "name": "upper.pdf"
          },
          {
            "type": "resource",
            "uri": "Http://files.example/mixed-3113.txt"
          },
          {
            "type": "resource",
            "uri": "MEMO://notes/upper-3113"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                            | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: upper.pdf]"                                                                                                                                                                                                                                          |            | "upper.pdf"  |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                     |            |              |
      | tool-result/live   | marker reference-line | "[Reference: MEMO://notes/upper-3113]"                                                                                                                                                                                                                                  |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: upper.pdf]"                                                                                                                                                                                                                                          |            | "upper.pdf"  |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                     |            |              |
      | tool-result/stored | marker reference-line | "[Reference: MEMO://notes/upper-3113]"                                                                                                                                                                                                                                  |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: upper.pdf]","mentions":["upper.pdf"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-line","text":"[Reference: MEMO://notes/upper-3113]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: upper.pdf]"                                                                                                                                                                                                                                          |            | "upper.pdf"  |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                     |            |              |
      | push               | marker reference-line | "[Reference: MEMO://notes/upper-3113]"                                                                                                                                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                                 |
      | "HTTPS://files.example/upper-3113.pdf" |
      | "Http://files.example/mixed-3113.txt"  |

  @must @security @reference @stub @scheme
  Scenario: references/no-scheme: A uri with no scheme (a bare host and path, an absolute path, a leading digit) can't be judged: each shows its stub
    Given the case "references/no-scheme"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "files.example/report-3114.pdf"
          },
          {
            "type": "resource",
            "uri": "/notes/private-3114.txt"
          },
          {
            "type": "resource",
            "uri": "3114-notes:memo"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                          |
      | "files.example/report-3114.pdf" |
      | "/notes/private-3114.txt"       |
      | "3114-notes:memo"               |

  @must @security @reference @disposition
  Scenario: references/disposition-ref: A reference's own disposition "ref" lets its line show; an https one with "ref" still shows its stub
    Given the case "references/disposition-ref"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/ref-3115",
            "disposition": "ref"
          },
          {
            "type": "resource",
            "uri": "https://files.example/ref-3115.pdf",
            "disposition": "ref",
            "name": "ref-3115.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                           | media type | must mention   |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/ref-3115]"                                                                                                                                                                   |            |                |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: ref-3115.pdf]"                                                                                                                                                                      |            | "ref-3115.pdf" |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/ref-3115]"                                                                                                                                                                   |            |                |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: ref-3115.pdf]"                                                                                                                                                                      |            | "ref-3115.pdf" |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/ref-3115]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: ref-3115.pdf]","mentions":["ref-3115.pdf"]}] |            |                |
      | push               | marker reference-line | "[Reference: memo://notes/ref-3115]"                                                                                                                                                                   |            |                |
      | push               | marker reference-stub | "[Reference ref_2: ref-3115.pdf]"                                                                                                                                                                      |            | "ref-3115.pdf" |
    And no lane shows any of:
      | hidden                               |
      | "https://files.example/ref-3115.pdf" |

  @must @security @reference @disposition @never
  Scenario: references/disposition-never: A reference's own disposition "never" shows its stub, never its uri
    Given the case "references/disposition-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/never-3116",
            "disposition": "never",
            "name": "plan-3116.md"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                     | media type | must mention   |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: plan-3116.md]"                                                                                |            | "plan-3116.md" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: plan-3116.md]"                                                                                |            | "plan-3116.md" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: plan-3116.md]","mentions":["plan-3116.md"]}] |            |                |
      | push               | marker reference-stub | "[Reference ref_1: plan-3116.md]"                                                                                |            | "plan-3116.md" |
    And no lane shows any of:
      | hidden                    |
      | "memo://notes/never-3116" |

  @must @security @reference @disposition
  Scenario: references/disposition-other-values: Any disposition but "ref" keeps a reference's line back: "inline", null, "Ref" and false each show a stub
    Given the case "references/disposition-other-values"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/inline-3117",
            "disposition": "inline"
          },
          {
            "type": "resource",
            "uri": "memo://notes/null-3117",
            "disposition": null
          },
          {
            "type": "resource",
            "uri": "memo://notes/capital-3117",
            "disposition": "Ref"
          },
          {
            "type": "resource",
            "uri": "memo://notes/false-3117",
            "disposition": false
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                          | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_4]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | push               | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_4]"                                                                                                                                                                                                                                                                   |            |              |
      | render             | refused               |                                                                                                                                                                                                                                                                                       |            |              |
    And no lane shows any of:
      | hidden                      |
      | "memo://notes/inline-3117"  |
      | "memo://notes/null-3117"    |
      | "memo://notes/capital-3117" |
      | "memo://notes/false-3117"   |

  @should @reference @claims @disposition @control
  Scenario: references/other-values-mark-nothing: Only "never" marks a uri: a reference with "inline" and inline audio with "NEVER" mark nothing, so links to their uris show their lines
    Given the case "references/other-values-mark-nothing"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/a-3118",
            "disposition": "inline"
          },
          {
            "type": "resource",
            "uri": "memo://notes/a-3118"
          },
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav",
            "uri": "memo://notes/b-3118",
            "disposition": "NEVER"
          },
          {
            "type": "resource",
            "uri": "memo://notes/b-3118"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                         | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/a-3118]"},{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/b-3118]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | channel            | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | channel            | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                                                                                                                                                                                  |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://notes/a-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                                                                                                                                                           |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://notes/b-3118]"                                                                                                                                                                                                                                                                                                                                   |            |              |
      | render             | refused               |                                                                                                                                                                                                                                                                                                                                                                      |            |              |
    And no lane shows any of:
      | hidden             |
      | "UklGRiQAAABXQVZF" |

  @must @security @reference @never @claims
  Scenario: references/own-never-hides-another: A reference's "never" marks its uri for the whole result: a link to it before the never shows its stub too
    Given the case "references/own-never-hides-another"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://shared/never-3119",
            "name": "plan.md"
          },
          {
            "type": "resource",
            "uri": "memo://shared/never-3119",
            "disposition": "never"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: plan.md]","mentions":["plan.md"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1: plan.md]"                                                                                                                                                |            | "plan.md"    |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                         |            |              |
      | render             | refused               |                                                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://shared/never-3119" |

  @must @security @reference @never @claims @same-uri
  Scenario: references/never-same-uri-by-case: Same uri ASCII case aside: a never on memo://Shared/Case-3120 hides MEMO://SHARED/CASE-3120 and memo://shared/case-3120
    Given the case "references/never-same-uri-by-case"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://Shared/Case-3120",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "MEMO://SHARED/CASE-3120"
          },
          {
            "type": "resource",
            "uri": "memo://shared/case-3120"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://shared/case-3120" |

  @must @security @reference @never @claims @same-uri
  Scenario: references/never-same-uri-by-escape: Same uri after %XX decoding: a never on memo://shared/pct-3121 hides memo://shared/%70ct-3121 and MEMO://SHARED/%70CT-%33121
    Given the case "references/never-same-uri-by-escape"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://shared/pct-3121",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://shared/%70ct-3121"
          },
          {
            "type": "resource",
            "uri": "MEMO://SHARED/%70CT-%33121"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                                                                                              |            |              |
      | push               | marker reference-stub | "[Reference ref_3]"                                                                                                                                                                                              |            |              |
    And no lane shows any of:
      | hidden                       |
      | "memo://shared/pct-3121"     |
      | "memo://shared/%70ct-3121"   |
      | "MEMO://SHARED/%70CT-%33121" |

  @must @security @reference @never @claims @depth @script
  Scenario: references/never-at-depth: A reference's never at depth in a tool's data hides a link at another depth, in the stored copy and the script's view
    Given the case "references/never-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "reports": [
            {
              "type": "resource",
              "uri": "memo://shared/deep-3122",
              "disposition": "never",
              "name": "deep.md"
            }
          ],
          "summary": {
            "link": {
              "type": "resource",
              "uri": "memo://shared/deep-3122"
            },
            "count": 1
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                         | media type | must mention |
      | tool-result/live   | json  | {"reports":[{"$marker":"reference-stub","text":"[Reference ref_1: deep.md]","mentions":["deep.md"]}],"summary":{"link":{"$marker":"reference-stub","text":"[Reference ref_2]"},"count":1}}                           |            |              |
      | tool-result/stored | json  | {"reports":[{"$marker":"reference-stub","text":"[Reference ref_1: deep.md]","mentions":["deep.md"]}],"summary":{"link":{"$marker":"reference-stub","text":"[Reference ref_2]"},"count":1}}                           |            |              |
      | script             | view  | {"reports":[{"type":"text","marker":"reference-stub","text":"[Reference ref_1: deep.md]","mentions":["deep.md"]}],"summary":{"link":{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"},"count":1}} |            |              |
    And no lane shows any of:
      | hidden                    |
      | "memo://shared/deep-3122" |

  @must @security @reference @never @claims @inline-audio
  Scenario: references/inline-audio-never: Inline audio with data, a uri and disposition "never" marks its uri: a link to it shows its stub
    Given the case "references/inline-audio-never"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "audio",
            "data": "UklGRiQAAABXQVZF",
            "mimeType": "audio/wav",
            "uri": "memo://shared/audio-3123",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://shared/audio-3123",
            "mimeType": "audio/wav"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                     | media type | must mention |
      | tool-result/live   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | tool-result/stored | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | script             | view                  | [{"type":"text","marker":"withheld","text":"[inline content withheld: nonconformant bulk disposition on inline data]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: audio/wav]","mentions":["audio/wav"]}] |            |              |
      | push               | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | push               | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | channel            | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | channel            | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | injection/user     | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | injection/system   | marker withheld       | "[inline content withheld: nonconformant bulk disposition on inline data]"                                                                                                                                                       |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1: audio/wav]"                                                                                                                                                                                                   |            | "audio/wav"  |
      | render             | refused               |                                                                                                                                                                                                                                  |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://shared/audio-3123" |
      | "UklGRiQAAABXQVZF"         |

  @must @security @reference @never @claims @long-uri
  Scenario: references/too-long-never-claims: A never on a uri too long to be a reference (4,098 units) still claims: a link to the same uri after %XX decoding shows its stub
    Given the case "references/too-long-never-claims"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://shared/long-3124/%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61%61",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://shared/long-3124/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                        | media type | must mention |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                 |            |              |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                 |            |              |
    And no lane shows any of:
      | hidden                                    |
      | "memo://shared/long-3124/" + "a" × 1358   |
      | "memo://shared/long-3124/" + "%61" × 1358 |

  @must @security @reference @embedded @same-uri
  Scenario: references/embedded-same-uri: An embedded resource's uri is never shown, so a link to the same uri in the same input shows its stub
    Given the case "references/embedded-same-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/emb-3125",
              "mimeType": "text/plain",
              "text": "embedded body 3125"
            }
          },
          {
            "type": "resource",
            "uri": "memo://shared/emb-3125",
            "name": "emb-3125.txt"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                 | media type | must mention   |
      | tool-result/live   | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | tool-result/stored | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | script             | view                  | [{"type":"text","text":"embedded body 3125"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: emb-3125.txt]","mentions":["emb-3125.txt"]}] |            |                |
      | push               | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | push               | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | channel            | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | channel            | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | injection/user     | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | injection/user     | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | injection/system   | text                  | "embedded body 3125"                                                                                                                                         |            |                |
      | injection/system   | marker reference-stub | "[Reference ref_1: emb-3125.txt]"                                                                                                                            |            | "emb-3125.txt" |
      | render             | refused               |                                                                                                                                                              |            |                |
    And no lane shows any of:
      | hidden                   |
      | "memo://shared/emb-3125" |

  @must @security @reference @embedded @same-uri
  Scenario: references/embedded-same-uri-case-escape: The embedded resource's uri hides a link that differs from it only in ASCII case and a %XX escape
    Given the case "references/embedded-same-uri-case-escape"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://shared/emb-3126"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "MEMO://Shared/%65mb-3126",
              "mimeType": "image/png",
              "blob": "iVBORw0KGgo="
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                         | media type  | must mention          |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | tool-result/live   | image                 | "iVBORw0KGgo="                                                                                                                       | "image/png" |                       |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | tool-result/stored | marker stored-image   | "[image: image/png, 8B]"                                                                                                             |             | "image/png", size 8 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"}] |             |                       |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | push               | image                 | "iVBORw0KGgo="                                                                                                                       | "image/png" |                       |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | channel            | image                 | "iVBORw0KGgo="                                                                                                                       | "image/png" |                       |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | injection/user     | image                 | "iVBORw0KGgo="                                                                                                                       | "image/png" |                       |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                  |             |                       |
      | injection/system   | marker system-image   | "[image block not shown: the system prompt carries text only.]"                                                                      |             | "image"               |
      | render             | refused               |                                                                                                                                      |             |                       |
    And no lane shows any of:
      | hidden                     |
      | "memo://shared/emb-3126"   |
      | "MEMO://Shared/%65mb-3126" |

  @must @security @reference @embedded @same-uri @depth @script
  Scenario: references/embedded-same-uri-at-depth: An embedded resource at depth hides a link to its uri at another depth, in the stored copy and the script's view
    Given the case "references/embedded-same-uri-at-depth"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "files": [
            {
              "type": "resource",
              "resource": {
                "uri": "memo://shared/emb-3127",
                "mimeType": "application/pdf",
                "blob": "JVBERi0xLjQK"
              }
            }
          ],
          "see": {
            "type": "resource",
            "uri": "memo://shared/emb-3127",
            "mimeType": "application/pdf"
          }
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                                                                                                                       | media type | must mention |
      | tool-result/live   | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 9B).]","mentions":["application/pdf"],"bytes":9}],"see":{"$marker":"reference-stub","text":"[Reference ref_1: application/pdf]","mentions":["application/pdf"]}}                           |            |              |
      | tool-result/stored | json  | {"files":[{"$marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 9B).]","mentions":["application/pdf"],"bytes":9}],"see":{"$marker":"reference-stub","text":"[Reference ref_1: application/pdf]","mentions":["application/pdf"]}}                           |            |              |
      | script             | view  | {"files":[{"type":"text","marker":"unsupported-type","text":"[Resource not shown: this host can't display its data (application/pdf, 9B).]","mentions":["application/pdf"],"bytes":9}],"see":{"type":"text","marker":"reference-stub","text":"[Reference ref_1: application/pdf]","mentions":["application/pdf"]}} |            |              |
    And no lane shows any of:
      | hidden                   |
      | "memo://shared/emb-3127" |

  @should @reference @embedded @meta @control
  Scenario: references/embedded-in-meta-does-not-hide: An embedded resource nested in another's _meta is not found by the claims walk, so a link to its uri may show its line
    Given the case "references/embedded-in-meta-does-not-hide"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://shared/outer-3128",
              "text": "outer body 3128",
              "_meta": {
                "attached": {
                  "type": "resource",
                  "resource": {
                    "uri": "memo://shared/inner-3128",
                    "text": "inner body 3128"
                  }
                }
              }
            }
          },
          {
            "type": "resource",
            "uri": "memo://shared/inner-3128"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                        | media type | must mention |
      | tool-result/live   | text                  | "outer body 3128"                                                                                                                   |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://shared/inner-3128]"                                                                                             |            |              |
      | tool-result/stored | text                  | "outer body 3128"                                                                                                                   |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://shared/inner-3128]"                                                                                             |            |              |
      | script             | view                  | [{"type":"text","text":"outer body 3128"},{"type":"text","marker":"reference-line","text":"[Reference: memo://shared/inner-3128]"}] |            |              |
      | push               | text                  | "outer body 3128"                                                                                                                   |            |              |
      | push               | marker reference-line | "[Reference: memo://shared/inner-3128]"                                                                                             |            |              |
    And no lane shows any of:
      | hidden                     |
      | "memo://shared/outer-3128" |
      | "inner body 3128"          |

  @must @security @reference @recognition
  Scenario: references/uri-of-own-with-record: A resource block with a uri of its own is a reference even when it carries a resource record: the record's uri and text show nowhere
    Given the case "references/uri-of-own-with-record"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/own-3129",
            "resource": {
              "uri": "memo://notes/inner-secret-3129",
              "mimeType": "text/plain",
              "text": "inner body 3129"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                            | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/own-3129]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/own-3129]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/own-3129]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/own-3129]"                                                    |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/inner-secret-3129" |

  @must @security @reference @ids
  Scenario: references/ids-lane-order: Ids follow the lane's order and a line takes one too: a line, then ref_2 and ref_3 with a text block between
    Given the case "references/ids-lane-order"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/first-3130"
          },
          {
            "type": "resource",
            "uri": "https://files.example/second-3130.pdf",
            "name": "second.pdf"
          },
          {
            "type": "text",
            "text": "and the export:"
          },
          {
            "type": "resource",
            "uri": "s3://bucket/third-3130?sig=abcdef3130",
            "mimeType": "text/csv"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                         | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | tool-result/live   | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | tool-result/stored | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/first-3130]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: second.pdf]","mentions":["second.pdf"]},{"type":"text","text":"and the export:"},{"type":"text","marker":"reference-stub","text":"[Reference ref_3: text/csv]","mentions":["text/csv"]}] |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | push               | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | push               | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | push               | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | channel            | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | channel            | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | channel            | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | injection/user     | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | injection/user     | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | injection/system   | marker reference-line | "[Reference: memo://notes/first-3130]"                                                                                                                                                                                                                                                                                                               |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2: second.pdf]"                                                                                                                                                                                                                                                                                                                      |            | "second.pdf" |
      | injection/system   | text                  | "and the export:"                                                                                                                                                                                                                                                                                                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_3: text/csv]"                                                                                                                                                                                                                                                                                                                        |            | "text/csv"   |
      | render             | refused               |                                                                                                                                                                                                                                                                                                                                                      |            |              |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/second-3130.pdf" |
      | "s3://bucket/third-3130?sig=abcdef3130" |
      | "abcdef3130"                            |

  @must @security @reference @ids @script @meta
  Scenario: references/ids-skip-unshown: A reference nested in a text block's _meta takes an id only where the lane shows it: in a script's view it is ref_1, elsewhere the next one is
    Given the case "references/ids-skip-unshown"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "see below",
            "_meta": {
              "link": {
                "type": "resource",
                "uri": "https://files.example/meta-3131.pdf",
                "name": "meta.pdf"
              }
            }
          },
          {
            "type": "resource",
            "uri": "https://files.example/shown-3131.pdf",
            "name": "shown.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                          | media type | must mention |
      | tool-result/live   | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | tool-result/stored | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | script             | view                  | [{"type":"text","text":"see below","_meta":{"link":{"type":"text","marker":"reference-stub","text":"[Reference ref_1: meta.pdf]","mentions":["meta.pdf"]}}},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: shown.pdf]","mentions":["shown.pdf"]}] |            |              |
      | push               | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | push               | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | channel            | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | channel            | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | injection/user     | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | injection/system   | text                  | "see below"                                                                                                                                                                                                                                                           |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1: shown.pdf]"                                                                                                                                                                                                                                        |            | "shown.pdf"  |
      | render             | refused               |                                                                                                                                                                                                                                                                       |            |              |
    And no lane shows any of:
      | hidden                                 |
      | "https://files.example/meta-3131.pdf"  |
      | "https://files.example/shown-3131.pdf" |

  @must @security @reference @ids @depth @script
  Scenario: references/ids-data-order: In a tool's data ids follow member order, and a reference nested inside another, which no lane shows, takes none
    Given the case "references/ids-data-order"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "pinned": {
            "type": "resource",
            "uri": "memo://notes/outer-3132",
            "_meta": {
              "mirror": {
                "type": "resource",
                "uri": "https://files.example/nested-3132.bin",
                "name": "nested.bin"
              }
            }
          },
          "report": {
            "type": "resource",
            "uri": "https://files.example/b-3132.csv",
            "name": "b.csv"
          },
          "more": [
            {
              "type": "resource",
              "uri": "memo://notes/a-3132"
            },
            {
              "type": "resource",
              "uri": "https://files.example/c-3132.csv",
              "name": "c.csv"
            }
          ]
        }
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                                                                                                                                                                                                                                                                                                                                               | media type | must mention |
      | tool-result/live   | json  | {"pinned":{"$marker":"reference-line","text":"[Reference: memo://notes/outer-3132]"},"report":{"$marker":"reference-stub","text":"[Reference ref_2: b.csv]","mentions":["b.csv"]},"more":[{"$marker":"reference-line","text":"[Reference: memo://notes/a-3132]"},{"$marker":"reference-stub","text":"[Reference ref_4: c.csv]","mentions":["c.csv"]}]}                                                     |            |              |
      | tool-result/stored | json  | {"pinned":{"$marker":"reference-line","text":"[Reference: memo://notes/outer-3132]"},"report":{"$marker":"reference-stub","text":"[Reference ref_2: b.csv]","mentions":["b.csv"]},"more":[{"$marker":"reference-line","text":"[Reference: memo://notes/a-3132]"},{"$marker":"reference-stub","text":"[Reference ref_4: c.csv]","mentions":["c.csv"]}]}                                                     |            |              |
      | script             | view  | {"pinned":{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/outer-3132]"},"report":{"type":"text","marker":"reference-stub","text":"[Reference ref_2: b.csv]","mentions":["b.csv"]},"more":[{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/a-3132]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_4: c.csv]","mentions":["c.csv"]}]} |            |              |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/nested-3132.bin" |
      | "https://files.example/b-3132.csv"      |
      | "https://files.example/c-3132.csv"      |

  @must @security @reference @stub @field-rules @label
  Scenario: references/fields-255: A name and a media type of 255 UTF-16 units are valid: each shows, bounded to 120 units as a label
    Given the case "references/fields-255"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/fields-3133.bin",
            "name": {
              "$repeat": "n",
              "count": 255
            },
            "mimeType": "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  | media type | must mention                                                                                                                                                                                                                                           |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: " + "n" × 119 + "…, application/vnd.example." + "k" × 95 + "…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…", "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: " + "n" × 119 + "…, application/vnd.example." + "k" × 95 + "…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…", "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…, application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…]","mentions":["nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…","application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…"]}] |            |                                                                                                                                                                                                                                                        |
      | push               | marker reference-stub | "[Reference ref_1: " + "n" × 119 + "…, application/vnd.example." + "k" × 95 + "…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn…", "application/vnd.example.kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/fields-3133.bin" |

  @must @security @reference @stub @field-rules
  Scenario: references/fields-256: A name of 256 UTF-16 units (128 emoji) and a media type of 256 are invalid fields: the stub leaves them out, never cut
    Given the case "references/fields-256"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/fields-3134.bin",
            "name": {
              "$repeat": "😀",
              "count": 128
            },
            "mimeType": "application/xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
            "sizeBytes": 2048
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                      | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: ~2KB claimed]"                                                                 |            | size 2048 B  |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: ~2KB claimed]"                                                                 |            | size 2048 B  |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: ~2KB claimed]","bytes":2048}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: ~2KB claimed]"                                                                 |            | size 2048 B  |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/fields-3134.bin" |

  @must @security @reference @stub @field-rules @large
  Scenario: references/fields-1-mib: A name and a media type of 1 MiB are invalid fields: the stub leaves them out
    Given the case "references/fields-1-mib"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/fields-3135.bin",
            "name": {
              "$repeat": "a",
              "count": 1048576
            },
            "mimeType": {
              "$repeat": "b",
              "count": 1048576
            },
            "sizeBytes": 1048576
          }
        ]
      }
      """
    Then each lane shows:
      | lane | shows                 | text or data                        | media type | must mention   |
      | push | marker reference-stub | "[Reference ref_1: ~1.0MB claimed]" |            | size 1048576 B |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/fields-3135.bin" |

  @must @security @reference @long-uri
  Scenario: references/uri-4096-units: A uri of 4,096 UTF-16 units is a reference (it takes ref_1 and ref_2), counted in UTF-16 units: 2,048 emoji make 4,096
    Given the case "references/uri-4096-units"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": {
              "$repeat": "p",
              "count": 4096
            },
            "name": "edge-4096.bin"
          },
          {
            "type": "resource",
            "uri": {
              "$repeat": "😀",
              "count": 2048
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                       | media type | must mention    |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: edge-4096.bin]" |            | "edge-4096.bin" |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                |            |                 |
      | push               | marker reference-stub | "[Reference ref_1: edge-4096.bin]" |            | "edge-4096.bin" |
      | push               | marker reference-stub | "[Reference ref_2]"                |            |                 |
    And no lane shows any of:
      | hidden     |
      | "p" × 4096 |
      | "😀" × 2048 |

  @must @security @reference @long-uri @no-link
  Scenario: references/uri-4097-units: A uri of 4,097 UTF-16 units is no reference: the no-link line, and no id, so the next reference is ref_1
    Given the case "references/uri-4097-units"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": {
              "$repeat": "q",
              "count": 4097
            }
          },
          {
            "type": "resource",
            "uri": {
              "$repeat": "😁",
              "count": 2049
            }
          },
          {
            "type": "resource",
            "uri": "https://files.example/after-3136.pdf",
            "name": "after.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                        | media type | must mention |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: after.pdf]"                      |            | "after.pdf"  |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]" |            |              |
      | push               | marker reference-stub | "[Reference ref_1: after.pdf]"                      |            | "after.pdf"  |
    And no lane shows any of:
      | hidden                                 |
      | "q" × 4097                             |
      | "😁" × 2049                             |
      | "https://files.example/after-3136.pdf" |

  @must @security @reference @field-rules
  Scenario: references/expires-at: expiresAt and digest change nothing: a memo reference may show its line, an https one shows its stub of name and size
    Given the case "references/expires-at"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/expiring-3137",
            "expiresAt": "2030-01-01T00:00:00Z",
            "digest": "sha256:3137"
          },
          {
            "type": "resource",
            "uri": "https://files.example/expiring-3137.zip",
            "name": "bundle.zip",
            "sizeBytes": 10485760,
            "expiresAt": "2030-01-01T00:00:00Z",
            "digest": "sha256:3137"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                              | media type | must mention                  |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/expiring-3137]"                                                                                                                                                                                                 |            |                               |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: bundle.zip, ~10.0MB claimed]"                                                                                                                                                                                          |            | "bundle.zip", size 10485760 B |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/expiring-3137]"                                                                                                                                                                                                 |            |                               |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: bundle.zip, ~10.0MB claimed]"                                                                                                                                                                                          |            | "bundle.zip", size 10485760 B |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/expiring-3137]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: bundle.zip, ~10.0MB claimed]","mentions":["bundle.zip"],"bytes":10485760}] |            |                               |
      | push               | marker reference-line | "[Reference: memo://notes/expiring-3137]"                                                                                                                                                                                                 |            |                               |
      | push               | marker reference-stub | "[Reference ref_2: bundle.zip, ~10.0MB claimed]"                                                                                                                                                                                          |            | "bundle.zip", size 10485760 B |
    And no lane shows any of:
      | hidden                                    |
      | "https://files.example/expiring-3137.zip" |

  @must @security @reference @no-link @recognition
  Scenario: references/top-uri-not-string: A top-level uri of false, 0, [] or {} is a uri of its own that fails RFC-005's schema: the no-link line, and no id
    Given the case "references/top-uri-not-string"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": false
          },
          {
            "type": "resource",
            "uri": 0
          },
          {
            "type": "resource",
            "uri": []
          },
          {
            "type": "resource",
            "uri": {}
          },
          {
            "type": "resource",
            "uri": "https://files.example/after-3138.pdf",
            "name": "after-3138.pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                 | media type | must mention     |
      | tool-result/live   | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/live   | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/live   | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/live   | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: after-3138.pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | "after-3138.pdf" |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/stored | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: after-3138.pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | "after-3138.pdf" |
      | script             | view                  | [{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"no-link","text":"[Reference not shown: it arrived without a link.]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_1: after-3138.pdf]","mentions":["after-3138.pdf"]}] |            |                  |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | push               | marker no-link        | "[Reference not shown: it arrived without a link.]"                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            |                  |
      | push               | marker reference-stub | "[Reference ref_1: after-3138.pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | "after-3138.pdf" |
    And no lane shows any of:
      | hidden                                 |
      | "https://files.example/after-3138.pdf" |

  @must @security @reference @stub @field-rules @size
  Scenario: references/size-bytes-invalid: A sizeBytes of -1, 3.5, 2^53 or "12" is not an integer in 0 to 2^53-1: the stub leaves the size out
    Given the case "references/size-bytes-invalid"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/s1-3139.bin",
            "name": "minus-one.bin",
            "sizeBytes": -1
          },
          {
            "type": "resource",
            "uri": "https://files.example/s2-3139.bin",
            "name": "fraction.bin",
            "sizeBytes": 3.5
          },
          {
            "type": "resource",
            "uri": "https://files.example/s3-3139.bin",
            "name": "two-to-53.bin",
            "sizeBytes": 9007199254740992
          },
          {
            "type": "resource",
            "uri": "https://files.example/s4-3139.bin",
            "name": "string-12.bin",
            "sizeBytes": "12"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                        | media type | must mention    |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: minus-one.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "minus-one.bin" |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: fraction.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "fraction.bin"  |
      | tool-result/live   | marker reference-stub | "[Reference ref_3: two-to-53.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "two-to-53.bin" |
      | tool-result/live   | marker reference-stub | "[Reference ref_4: string-12.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "string-12.bin" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: minus-one.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "minus-one.bin" |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: fraction.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "fraction.bin"  |
      | tool-result/stored | marker reference-stub | "[Reference ref_3: two-to-53.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "two-to-53.bin" |
      | tool-result/stored | marker reference-stub | "[Reference ref_4: string-12.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "string-12.bin" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: minus-one.bin]","mentions":["minus-one.bin"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: fraction.bin]","mentions":["fraction.bin"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_3: two-to-53.bin]","mentions":["two-to-53.bin"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_4: string-12.bin]","mentions":["string-12.bin"]}] |            |                 |
      | push               | marker reference-stub | "[Reference ref_1: minus-one.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "minus-one.bin" |
      | push               | marker reference-stub | "[Reference ref_2: fraction.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "fraction.bin"  |
      | push               | marker reference-stub | "[Reference ref_3: two-to-53.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "two-to-53.bin" |
      | push               | marker reference-stub | "[Reference ref_4: string-12.bin]"                                                                                                                                                                                                                                                                                                                                                                                                                                  |            | "string-12.bin" |
    And no lane shows any of:
      | hidden                              |
      | "https://files.example/s1-3139.bin" |
      | "https://files.example/s2-3139.bin" |
      | "https://files.example/s3-3139.bin" |
      | "https://files.example/s4-3139.bin" |

  @must @security @reference @stub @field-rules @size
  Scenario: references/size-bytes-valid: A sizeBytes of 3.0 is the integer 3, 0 is valid, and 2^53-1 is the largest: each is named in the stub
    Given the case "references/size-bytes-valid"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/v1-3140.bin",
            "sizeBytes": 3.0
          },
          {
            "type": "resource",
            "uri": "https://files.example/v2-3140.bin",
            "sizeBytes": 0
          },
          {
            "type": "resource",
            "uri": "https://files.example/v3-3140.bin",
            "sizeBytes": 9007199254740991
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                | media type | must mention            |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: 3B claimed]"                                                                                                                                                                                                                                                                             |            | size 3 B                |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: 0B claimed]"                                                                                                                                                                                                                                                                             |            | size 0 B                |
      | tool-result/live   | marker reference-stub | "[Reference ref_3: ~8388608.0GB claimed]"                                                                                                                                                                                                                                                                   |            | size 9007199254740991 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: 3B claimed]"                                                                                                                                                                                                                                                                             |            | size 3 B                |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: 0B claimed]"                                                                                                                                                                                                                                                                             |            | size 0 B                |
      | tool-result/stored | marker reference-stub | "[Reference ref_3: ~8388608.0GB claimed]"                                                                                                                                                                                                                                                                   |            | size 9007199254740991 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: 3B claimed]","bytes":3},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: 0B claimed]","bytes":0},{"type":"text","marker":"reference-stub","text":"[Reference ref_3: ~8388608.0GB claimed]","bytes":9007199254740991}] |            |                         |
      | push               | marker reference-stub | "[Reference ref_1: 3B claimed]"                                                                                                                                                                                                                                                                             |            | size 3 B                |
      | push               | marker reference-stub | "[Reference ref_2: 0B claimed]"                                                                                                                                                                                                                                                                             |            | size 0 B                |
      | push               | marker reference-stub | "[Reference ref_3: ~8388608.0GB claimed]"                                                                                                                                                                                                                                                                   |            | size 9007199254740991 B |
    And no lane shows any of:
      | hidden                              |
      | "https://files.example/v1-3140.bin" |
      | "https://files.example/v2-3140.bin" |
      | "https://files.example/v3-3140.bin" |

  @must @security @reference @stub @size
  Scenario: references/sizes-rounded: A claimed size shows in GB, MB and KB, halves rounded up: 2.25 GiB is ~2.3GB, 1.25 MiB ~1.3MB, 2.5 KiB ~3KB
    Given the case "references/sizes-rounded"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/g1-3141.iso",
            "sizeBytes": 5368709120
          },
          {
            "type": "resource",
            "uri": "https://files.example/g2-3141.iso",
            "sizeBytes": 2415919104
          },
          {
            "type": "resource",
            "uri": "https://files.example/m1-3141.bin",
            "sizeBytes": 1310720
          },
          {
            "type": "resource",
            "uri": "https://files.example/k1-3141.bin",
            "sizeBytes": 2560
          },
          {
            "type": "resource",
            "uri": "https://files.example/k2-3141.bin",
            "sizeBytes": 1048575
          },
          {
            "type": "resource",
            "uri": "https://files.example/b1-3141.bin",
            "sizeBytes": 1023
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                  | media type | must mention      |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: ~5.0GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 5368709120 B |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: ~2.3GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 2415919104 B |
      | tool-result/live   | marker reference-stub | "[Reference ref_3: ~1.3MB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 1310720 B    |
      | tool-result/live   | marker reference-stub | "[Reference ref_4: ~3KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             |            | size 2560 B       |
      | tool-result/live   | marker reference-stub | "[Reference ref_5: ~1024KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | size 1048575 B    |
      | tool-result/live   | marker reference-stub | "[Reference ref_6: 1023B claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | size 1023 B       |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: ~5.0GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 5368709120 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: ~2.3GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 2415919104 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_3: ~1.3MB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 1310720 B    |
      | tool-result/stored | marker reference-stub | "[Reference ref_4: ~3KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             |            | size 2560 B       |
      | tool-result/stored | marker reference-stub | "[Reference ref_5: ~1024KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | size 1048575 B    |
      | tool-result/stored | marker reference-stub | "[Reference ref_6: 1023B claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | size 1023 B       |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: ~5.0GB claimed]","bytes":5368709120},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: ~2.3GB claimed]","bytes":2415919104},{"type":"text","marker":"reference-stub","text":"[Reference ref_3: ~1.3MB claimed]","bytes":1310720},{"type":"text","marker":"reference-stub","text":"[Reference ref_4: ~3KB claimed]","bytes":2560},{"type":"text","marker":"reference-stub","text":"[Reference ref_5: ~1024KB claimed]","bytes":1048575},{"type":"text","marker":"reference-stub","text":"[Reference ref_6: 1023B claimed]","bytes":1023}] |            |                   |
      | push               | marker reference-stub | "[Reference ref_1: ~5.0GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 5368709120 B |
      | push               | marker reference-stub | "[Reference ref_2: ~2.3GB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 2415919104 B |
      | push               | marker reference-stub | "[Reference ref_3: ~1.3MB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                           |            | size 1310720 B    |
      | push               | marker reference-stub | "[Reference ref_4: ~3KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                             |            | size 2560 B       |
      | push               | marker reference-stub | "[Reference ref_5: ~1024KB claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                          |            | size 1048575 B    |
      | push               | marker reference-stub | "[Reference ref_6: 1023B claimed]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                            |            | size 1023 B       |
    And no lane shows any of:
      | hidden                              |
      | "https://files.example/g1-3141.iso" |
      | "https://files.example/g2-3141.iso" |
      | "https://files.example/m1-3141.bin" |
      | "https://files.example/k1-3141.bin" |
      | "https://files.example/k2-3141.bin" |
      | "https://files.example/b1-3141.bin" |

  @must @security @reference @stub @label
  Scenario: references/labels-in-stubs: A stub's name and media type are labels: controls and bidi marks removed, bounded to 120 units
    Given the case "references/labels-in-stubs"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/l1-3142.pdf",
            "name": "q3\u0000-board\u001b.pdf",
            "mimeType": "application/\u0007pdf\u009b"
          },
          {
            "type": "resource",
            "uri": "https://files.example/l2-3142.exe",
            "name": "\u202egnp.exe\u202c\u2066",
            "mimeType": "\u200eapplication/octet-stream\u200f"
          },
          {
            "type": "resource",
            "uri": "https://files.example/l3-3142.txt",
            "name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                         | media type | must mention                                                                                                               |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "q3-board.pdf", "application/pdf"                                                                                          |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: gnp.exe, application/octet-stream]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               |            | "gnp.exe", "application/octet-stream"                                                                                      |
      | tool-result/live   | marker reference-stub | "[Reference ref_3: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        |            | "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "q3-board.pdf", "application/pdf"                                                                                          |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: gnp.exe, application/octet-stream]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               |            | "gnp.exe", "application/octet-stream"                                                                                      |
      | tool-result/stored | marker reference-stub | "[Reference ref_3: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        |            | "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: q3-board.pdf, application/pdf]","mentions":["q3-board.pdf","application/pdf"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: gnp.exe, application/octet-stream]","mentions":["gnp.exe","application/octet-stream"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_3: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…]","mentions":["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"]}] |            |                                                                                                                            |
      | push               | marker reference-stub | "[Reference ref_1: q3-board.pdf, application/pdf]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                   |            | "q3-board.pdf", "application/pdf"                                                                                          |
      | push               | marker reference-stub | "[Reference ref_2: gnp.exe, application/octet-stream]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                               |            | "gnp.exe", "application/octet-stream"                                                                                      |
      | push               | marker reference-stub | "[Reference ref_3: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…]"                                                                                                                                                                                                                                                                                                                                                                                                                                                                                                        |            | "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" |
    And no lane shows any of:
      | hidden                              |
      | "https://files.example/l1-3142.pdf" |
      | "https://files.example/l2-3142.exe" |
      | "https://files.example/l3-3142.txt" |

  @must @security @reference @stub @label @surrogate
  Scenario: references/labels-surrogates: A stub's labels are made on UTF-16 as sent: a lone surrogate becomes U+FFFD, a pair split by a control joins again
    Given the case "references/labels-surrogates"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/u1-3143.bin",
            "name": "lone\ud800half.bin"
          },
          {
            "type": "resource",
            "uri": "https://files.example/u2-3143.png",
            "name": "\ud83d\u0001\ude00.png",
            "mimeType": "image/\ud83d\u0085\ude00"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                           | media type | must mention          |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: lone\\ufffdhalf.bin]"                                                                                                                                                                                               |            | "lone\\ufffdhalf.bin" |
      | tool-result/live   | marker reference-stub | "[Reference ref_2: 😀.png, image/😀]"                                                                                                                                                                                                    |            | "😀.png", "image/😀"    |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: lone\\ufffdhalf.bin]"                                                                                                                                                                                               |            | "lone\\ufffdhalf.bin" |
      | tool-result/stored | marker reference-stub | "[Reference ref_2: 😀.png, image/😀]"                                                                                                                                                                                                    |            | "😀.png", "image/😀"    |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: lone�half.bin]","mentions":["lone�half.bin"]},{"type":"text","marker":"reference-stub","text":"[Reference ref_2: 😀.png, image/😀]","mentions":["😀.png","image/😀"]}] |            |                       |
      | push               | marker reference-stub | "[Reference ref_1: lone\\ufffdhalf.bin]"                                                                                                                                                                                               |            | "lone\\ufffdhalf.bin" |
      | push               | marker reference-stub | "[Reference ref_2: 😀.png, image/😀]"                                                                                                                                                                                                    |            | "😀.png", "image/😀"    |
    And no lane shows any of:
      | hidden                              |
      | "https://files.example/u1-3143.bin" |
      | "https://files.example/u2-3143.png" |

  @must @security @reference @depth @script
  Scenario: references/whole-data: A reference as the whole of a tool's data is its stub as text on both copies, and a text block to a script
    Given the case "references/whole-data"
    When the host is given this input on each lane:
      """json
      {
        "data": {
          "type": "resource",
          "uri": "https://files.example/whole-3144.pdf",
          "name": "whole.pdf",
          "mimeType": "application/pdf"
        }
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                | media type | must mention                   |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: whole.pdf, application/pdf]"                                                                                             |            | "whole.pdf", "application/pdf" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: whole.pdf, application/pdf]"                                                                                             |            | "whole.pdf", "application/pdf" |
      | script             | view                  | {"type":"text","marker":"reference-stub","text":"[Reference ref_1: whole.pdf, application/pdf]","mentions":["whole.pdf","application/pdf"]} |            |                                |
    And no lane shows any of:
      | hidden                                 |
      | "https://files.example/whole-3144.pdf" |

  @must @security @reference @line @format-character @bidi
  Scenario: references/line-refused-right-to-left-override: A uri holding a right-to-left override (Cf) shows the stub, never a line that reads backwards
    Given the case "references/line-refused-right-to-left-override"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo:invoice\u202Efdp.exe"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | render             | refused               |                                                                        |            |              |
    And no lane shows any of:
      | hidden                       |
      | "memo:invoice\\u202efdp.exe" |

  @must @reference @line @format-character
  Scenario: references/line-without-override: The same uri without the override shows its line: the refusal is the invisible character's
    Given the case "references/line-without-override"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo:invoicefdp.exe"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                          | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo:invoicefdp.exe]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo:invoicefdp.exe]"                                                    |            |              |
      | render             | refused               |                                                                                       |            |              |

  @must @security @reference @line @format-character @zero-width
  Scenario: references/line-refused-zero-width-space: A zero-width space (U+200B, Cf) in a uri refuses the line
    Given the case "references/line-refused-zero-width-space"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/a\u200Bb"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | render             | refused               |                                                                        |            |              |
    And no lane shows any of:
      | hidden                   |
      | "memo://vault/a\\u200bb" |

  @must @security @reference @line @format-character @soft-hyphen
  Scenario: references/line-refused-soft-hyphen: A soft hyphen (U+00AD, Cf) in a uri refuses the line
    Given the case "references/line-refused-soft-hyphen"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/in\u00ADvoice"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | render             | refused               |                                                                        |            |              |
    And no lane shows any of:
      | hidden                        |
      | "memo://vault/in\\u00advoice" |

  @must @security @reference @line @format-character @bidi
  Scenario: references/line-refused-isolate: A left-to-right isolate (U+2066, Cf) in a uri refuses the line
    Given the case "references/line-refused-isolate"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/\u2066txt.exe"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                           | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                    |            |              |
      | render             | refused               |                                                                        |            |              |
    And no lane shows any of:
      | hidden                        |
      | "memo://vault/\\u2066txt.exe" |

  @must @reference @line @format-character
  Scenario: references/line-keeps-hangul-filler: A Hangul filler (U+3164) looks empty but is a letter (Lo), not Cf: the line shows
    Given the case "references/line-keeps-hangul-filler"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://vault/a\u3164b"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                       | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://vault/aㅤb]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://vault/aㅤb]"                                                    |            |              |
      | render             | refused               |                                                                                    |            |              |

  @must @security @reference @same-uri @claims
  Scenario: references/same-uri-upper-hex-letter: %4D decodes to M and then lower-cases: a never on memo://%4Dx hides memo://mx
    Given the case "references/same-uri-upper-hex-letter"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://%4Dx",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://mx"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | render             | refused               |                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden        |
      | "memo://mx"   |
      | "memo://%4Dx" |

  @must @reference @same-uri @claims
  Scenario: references/same-uri-decoded-once: %2573 decodes once, to %73, which is not s: a never on memo://%2573 leaves memo://%73's line
    Given the case "references/same-uri-decoded-once"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://%2573",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "memo://%73"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                      | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | tool-result/live   | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-line","text":"[Reference: memo://%73]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | push               | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | channel            | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                               |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://%73]"                                                                                                                         |            |              |
      | render             | refused               |                                                                                                                                                   |            |              |
    And no lane shows any of:
      | hidden         |
      | "memo://%2573" |

  @must @security @reference @same-uri @claims
  Scenario: references/same-uri-invalid-escape: An invalid escape stays as written, ASCII case aside: a never on memo://%G1q hides MEMO://%g1Q
    Given the case "references/same-uri-invalid-escape"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://%G1q",
            "disposition": "never"
          },
          {
            "type": "resource",
            "uri": "MEMO://%g1Q"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/live   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | tool-result/stored | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1]"},{"type":"text","marker":"reference-stub","text":"[Reference ref_2]"}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | push               | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | channel            | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/user     | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_1]"                                                                                                                         |            |              |
      | injection/system   | marker reference-stub | "[Reference ref_2]"                                                                                                                         |            |              |
      | render             | refused               |                                                                                                                                             |            |              |
    And no lane shows any of:
      | hidden        |
      | "memo://%G1q" |
      | "MEMO://%g1Q" |

  @must @reference @stub
  Scenario: references/stub-empty-label-left-out: A name that cleans to nothing is left out of the stub; the media type and size stay, claimed after the size only
    Given the case "references/stub-empty-label-left-out"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=STUB-1",
            "name": "\u0001\u202E",
            "mimeType": "text/plain",
            "sizeBytes": 5
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                       | media type | must mention           |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: text/plain, 5B claimed]","mentions":["text/plain"],"bytes":5}] |            |                        |
      | push               | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | channel            | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: text/plain, 5B claimed]"                                                                                        |            | "text/plain", size 5 B |
      | render             | refused               |                                                                                                                                    |            |                        |
    And no lane shows any of:
      | hidden                               |
      | "https://files.example/r?sig=STUB-1" |

  @must @reference @stub
  Scenario: references/stub-no-size-no-claimed: A stub with a name and a media type but no size says no claimed
    Given the case "references/stub-no-size-no-claimed"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=STUB-2",
            "name": "q3.pdf",
            "mimeType": "application/pdf"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                            | media type | must mention                |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: q3.pdf, application/pdf]","mentions":["q3.pdf","application/pdf"]}] |            |                             |
      | push               | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | channel            | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | injection/user     | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | injection/system   | marker reference-stub | "[Reference ref_1: q3.pdf, application/pdf]"                                                                                            |            | "q3.pdf", "application/pdf" |
      | render             | refused               |                                                                                                                                         |            |                             |
    And no lane shows any of:
      | hidden                               |
      | "https://files.example/r?sig=STUB-2" |

  @must @reference @stub @size
  Scenario: references/size-just-under-a-mebibyte: 1,048,575 bytes round to ~1024KB, not ~1.0MB
    Given the case "references/size-just-under-a-mebibyte"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-1",
            "name": "a.bin",
            "sizeBytes": 1048575
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                        | media type | must mention            |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin, ~1024KB claimed]","mentions":["a.bin"],"bytes":1048575}] |            |                         |
      | push               | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin, ~1024KB claimed]"                                                                                         |            | "a.bin", size 1048575 B |
      | render             | refused               |                                                                                                                                     |            |                         |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-1" |

  @must @reference @stub @size
  Scenario: references/size-one-mebibyte: 1,048,576 bytes are ~1.0MB
    Given the case "references/size-one-mebibyte"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-2",
            "name": "a.bin",
            "sizeBytes": 1048576
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                       | media type | must mention            |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin, ~1.0MB claimed]","mentions":["a.bin"],"bytes":1048576}] |            |                         |
      | push               | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin, ~1.0MB claimed]"                                                                                         |            | "a.bin", size 1048576 B |
      | render             | refused               |                                                                                                                                    |            |                         |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-2" |

  @must @reference @stub @size
  Scenario: references/size-just-under-a-gibibyte: 1,073,741,823 bytes round to ~1024.0MB, not ~1.0GB
    Given the case "references/size-just-under-a-gibibyte"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-3",
            "name": "a.bin",
            "sizeBytes": 1073741823
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                             | media type | must mention               |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin, ~1024.0MB claimed]","mentions":["a.bin"],"bytes":1073741823}] |            |                            |
      | push               | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin, ~1024.0MB claimed]"                                                                                            |            | "a.bin", size 1073741823 B |
      | render             | refused               |                                                                                                                                          |            |                            |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-3" |

  @must @reference @stub @size
  Scenario: references/size-one-gibibyte: 1,073,741,824 bytes are ~1.0GB
    Given the case "references/size-one-gibibyte"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-4",
            "name": "a.bin",
            "sizeBytes": 1073741824
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                          | media type | must mention               |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin, ~1.0GB claimed]","mentions":["a.bin"],"bytes":1073741824}] |            |                            |
      | push               | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin, ~1.0GB claimed]"                                                                                            |            | "a.bin", size 1073741824 B |
      | render             | refused               |                                                                                                                                       |            |                            |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-4" |

  @must @reference @stub @numbers
  Scenario: references/size-bytes-infinity: sizeBytes 1e400 is Infinity to JSON.parse, no valid size: the stub leaves it out
    Given the case "references/size-bytes-infinity"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-5",
            "name": "a.bin",
            "sizeBytes": 1e400
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                       | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin]","mentions":["a.bin"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | render             | refused               |                                                                                                    |            |              |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-5" |

  @must @reference @stub @numbers
  Scenario: references/size-bytes-rounds-to-integer: sizeBytes 1.0000000000000001 is the double 1, an integer: the stub says 1B claimed
    Given the case "references/size-bytes-rounds-to-integer"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=SZ-6",
            "name": "a.bin",
            "sizeBytes": 1.0000000000000001
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                             | media type | must mention      |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin, 1B claimed]","mentions":["a.bin"],"bytes":1}] |            |                   |
      | push               | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin, 1B claimed]"                                                                                   |            | "a.bin", size 1 B |
      | render             | refused               |                                                                                                                          |            |                   |
    And no lane shows any of:
      | hidden                             |
      | "https://files.example/r?sig=SZ-6" |

  @must @security @references @labels
  Scenario: references/stub-label-line-separator: A media type holding U+2028 keeps it in the stub's label: SPEC 3 removes controls and bidi marks only
    Given the case "references/stub-label-line-separator"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/r?sig=LS-R3-42",
            "mimeType": "text/\u2028plain"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                   | media type | must mention        |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: text/ plain]","mentions":["text/ plain"]}] |            |                     |
      | push               | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | channel            | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | injection/user     | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | injection/system   | marker reference-stub | "[Reference ref_1: text/\\u2028plain]"                                                                         |            | "text/\\u2028plain" |
      | render             | refused               |                                                                                                                |            |                     |
    And no lane shows any of:
      | hidden                                 |
      | "https://files.example/r?sig=LS-R3-42" |

  @must @reference @stub @surrogate
  Scenario: references/line-lone-surrogate: A reference whose uri holds a lone surrogate shows its stub: a well-formed line could not show that uri
    Given the case "references/line-lone-surrogate"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/a\ud800b-4471",
            "name": "a.txt"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                       | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.txt]","mentions":["a.txt"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | channel            | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | render             | refused               |                                                                                                    |            |              |
    And no lane shows any of:
      | hidden                        |
      | "memo://notes/a\\ufffdb-4471" |

  @must @reference @line @control
  Scenario: references/line-replacement-character: Twin: a reference whose uri holds U+FFFD itself may show its line
    Given the case "references/line-replacement-character"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/a�b-4471",
            "name": "a.txt"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                            | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://notes/a�b-4471]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | channel            | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://notes/a\\ufffdb-4471]"                                              |            |              |
      | render             | refused               |                                                                                         |            |              |

  @must @security @reference @stub @whitespace
  Scenario: references/line-refused-no-break-space: A uri holding a no-break space (ECMAScript whitespace) shows the stub, not its line
    Given the case "references/line-refused-no-break-space"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://notes/a b-5512",
            "name": "a.txt"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                       | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.txt]","mentions":["a.txt"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | channel            | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.txt]"                                                                         |            | "a.txt"      |
      | render             | refused               |                                                                                                    |            |              |
    And no lane shows any of:
      | hidden                        |
      | "memo://notes/a\\u00a0b-5512" |

  @must @security @reference @stub @field-rules
  Scenario: references/size-bytes-true: A sizeBytes of true is no integer: the stub leaves the size out
    Given the case "references/size-bytes-true"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "https://files.example/sz/tok-5513.bin",
            "name": "a.bin",
            "sizeBytes": true
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                       | media type | must mention |
      | tool-result/live   | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | tool-result/stored | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | script             | view                  | [{"type":"text","marker":"reference-stub","text":"[Reference ref_1: a.bin]","mentions":["a.bin"]}] |            |              |
      | push               | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | channel            | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | injection/user     | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | injection/system   | marker reference-stub | "[Reference ref_1: a.bin]"                                                                         |            | "a.bin"      |
      | render             | refused               |                                                                                                    |            |              |
    And no lane shows any of:
      | hidden                                  |
      | "https://files.example/sz/tok-5513.bin" |

  @must @reference @line @long-uri
  Scenario: references/line-long-uri: A reference line shows its whole uri, however long (under 4,096 units): a uri is no label, and is never cut
    Given the case "references/line-long-uri"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": "memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows                 | text or data                                                                                                                                                                                                                                                                                                                                                                                                                        | media type | must mention |
      | tool-result/live   | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | tool-result/stored | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | script             | view                  | [{"type":"text","marker":"reference-line","text":"[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"}] |            |              |
      | push               | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | channel            | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | injection/user     | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | injection/system   | marker reference-line | "[Reference: memo://archive/section-00/section-01/section-02/section-03/section-04/section-05/section-06/section-07/section-08/section-09/section-10/section-11/section-12/section-13/section-14/section-15/section-16/section-17/section-18/section-19/section-20/section-21/section-22/section-23/section-24/section-25/section-26/section-27/section-28/section-29/tok-5514]"                                                    |            |              |
      | render             | refused               |                                                                                                                                                                                                                                                                                                                                                                                                                                     |            |              |
