# Generated from vectors/text.json by `go test ./features -update`: edit the vector, then regenerate.
# The steps check a host against the vector of the case a scenario names, never against this text;
# a scenario whose text is not what its vector renders to fails, and `rfc005 validate` reports it.
@family-text
Feature: Text: an embedded resource's text reaches the agent as text
  An embedded resource with a string text and no blob shows as a text block on
  every lane, whatever its media type, and never with its uri.

  @must @text
  Scenario: text/plain: An embedded text/plain resource shows its text on every lane
    Given the case "text/plain"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "text/plain",
              "text": "hello from the server"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                     | media type | must mention |
      | tool-result/live   | text  | "hello from the server"                          |            |              |
      | tool-result/stored | text  | "hello from the server"                          |            |              |
      | script             | view  | [{"type":"text","text":"hello from the server"}] |            |              |
      | push               | text  | "hello from the server"                          |            |              |
      | channel            | text  | "hello from the server"                          |            |              |
      | injection/user     | text  | "hello from the server"                          |            |              |
      | injection/system   | text  | "hello from the server"                          |            |              |
      | render             | shown |                                                  |            |              |
      | render             | text  | "hello from the server"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @markdown
  Scenario: text/markdown: Markdown text reaches the agent verbatim, newlines and all
    Given the case "text/markdown"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "text/markdown",
              "text": "# Daily notes\n- bullet 1\n- bullet 2"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                       | media type | must mention |
      | tool-result/live   | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | tool-result/stored | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | script             | view  | [{"type":"text","text":"# Daily notes\\n- bullet 1\\n- bullet 2"}] |            |              |
      | push               | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | channel            | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | injection/user     | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | injection/system   | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
      | render             | shown |                                                                    |            |              |
      | render             | text  | "# Daily notes\\n- bullet 1\\n- bullet 2"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text
  Scenario: text/no-media-type: Text with no media type is still text
    Given the case "text/no-media-type"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "text": "plain words"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                           | media type | must mention |
      | tool-result/live   | text  | "plain words"                          |            |              |
      | tool-result/stored | text  | "plain words"                          |            |              |
      | script             | view  | [{"type":"text","text":"plain words"}] |            |              |
      | push               | text  | "plain words"                          |            |              |
      | channel            | text  | "plain words"                          |            |              |
      | injection/user     | text  | "plain words"                          |            |              |
      | injection/system   | text  | "plain words"                          |            |              |
      | render             | shown |                                        |            |              |
      | render             | text  | "plain words"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @mime
  Scenario: text/blob-type-with-text: A text resource labelled with an image type shows its text
    Given the case "text/blob-type-with-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "image/png",
              "text": "not really an image"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                   | media type | must mention |
      | tool-result/live   | text  | "not really an image"                          |            |              |
      | tool-result/stored | text  | "not really an image"                          |            |              |
      | script             | view  | [{"type":"text","text":"not really an image"}] |            |              |
      | push               | text  | "not really an image"                          |            |              |
      | channel            | text  | "not really an image"                          |            |              |
      | injection/user     | text  | "not really an image"                          |            |              |
      | injection/system   | text  | "not really an image"                          |            |              |
      | render             | shown |                                                |            |              |
      | render             | text  | "not really an image"                          |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @empty
  Scenario: text/empty: Empty text is text: a tool result shows it, a push refuses it as empty
    Given the case "text/empty"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "text/plain",
              "text": ""
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data                | media type | must mention |
      | tool-result/live   | text    | ""                          |            |              |
      | tool-result/stored | text    | ""                          |            |              |
      | script             | view    | [{"type":"text","text":""}] |            |              |
      | push               | refused | "empty"                     |            |              |
      | channel            | refused | "empty"                     |            |              |
      | injection/user     | text    | ""                          |            |              |
      | injection/system   | text    | ""                          |            |              |
      | render             | nothing |                             |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @blank
  Scenario: text/blank: Blank text shows as blank text in a tool result and is nothing to see on a push
    Given the case "text/blank"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "text": " \t\n "
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows   | text or data                        | media type | must mention |
      | tool-result/live   | text    | " \\t\\n "                          |            |              |
      | tool-result/stored | text    | " \\t\\n "                          |            |              |
      | script             | view    | [{"type":"text","text":" \\t\\n "}] |            |              |
      | push               | refused | "empty"                             |            |              |
      | channel            | refused | "empty"                             |            |              |
      | injection/user     | text    | " \\t\\n "                          |            |              |
      | injection/system   | text    | " \\t\\n "                          |            |              |
      | render             | nothing |                                     |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @large
  Scenario: text/huge: A megabyte of text reaches the agent whole
    Given the case "text/huge"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "text/plain",
              "text": {
                "$repeat": "lorem ipsum ",
                "count": 87382
              }
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data           | media type | must mention |
      | tool-result/live   | text  | "lorem ipsum " × 87382 |            |              |
      | tool-result/stored | text  | "lorem ipsum " × 87382 |            |              |
      | push               | text  | "lorem ipsum " × 87382 |            |              |
      | injection/system   | text  | "lorem ipsum " × 87382 |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text
  Scenario: text/beside-text: An embedded text beside a text block: two blocks, the stored copy joined by a newline
    Given the case "text/beside-text"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "Here is the file:"
          },
          {
            "type": "resource",
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "mimeType": "text/csv",
              "text": "a,b\n1,2"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                                                                    | media type | must mention |
      | tool-result/live   | text  | "Here is the file:"                                                             |            |              |
      | tool-result/live   | text  | "a,b\\n1,2"                                                                     |            |              |
      | tool-result/stored | text  | "Here is the file:\\na,b\\n1,2"                                                 |            |              |
      | script             | view  | [{"type":"text","text":"Here is the file:"},{"type":"text","text":"a,b\\n1,2"}] |            |              |
      | push               | text  | "Here is the file:"                                                             |            |              |
      | push               | text  | "a,b\\n1,2"                                                                     |            |              |
      | injection/user     | text  | "Here is the file:"                                                             |            |              |
      | injection/user     | text  | "a,b\\n1,2"                                                                     |            |              |
      | render             | shown |                                                                                 |            |              |
      | render             | text  | "Here is the file:"                                                             |            |              |
      | render             | text  | "a,b\\n1,2"                                                                     |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @recognition
  Scenario: text/top-uri-null: A top-level uri of null is no uri of its own: the resource's text shows
    Given the case "text/top-uri-null"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "resource",
            "uri": null,
            "resource": {
              "uri": "memo://notes/secret-token-7f3a",
              "text": "still text"
            }
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data | media type | must mention |
      | tool-result/live   | text  | "still text" |            |              |
      | tool-result/stored | text  | "still text" |            |              |
      | push               | text  | "still text" |            |              |
    And no lane shows any of:
      | hidden                           |
      | "memo://notes/secret-token-7f3a" |

  @must @text @plain
  Scenario: text/plain-block: A plain text block shows as itself on every lane
    Given the case "text/plain-block"
    When the host is given this input on each lane:
      """json
      {
        "content": [
          {
            "type": "text",
            "text": "plain words"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                           | media type | must mention |
      | tool-result/live   | text  | "plain words"                          |            |              |
      | tool-result/stored | text  | "plain words"                          |            |              |
      | script             | view  | [{"type":"text","text":"plain words"}] |            |              |
      | push               | text  | "plain words"                          |            |              |
      | channel            | text  | "plain words"                          |            |              |
      | injection/user     | text  | "plain words"                          |            |              |
      | injection/system   | text  | "plain words"                          |            |              |
      | render             | shown |                                        |            |              |
      | render             | text  | "plain words"                          |            |              |

  @must @text @structured
  Scenario: text/bare-string-data: A bare string as the data is structured data: stored as its JSON text, quotes included ("\"hello\""), the live copy that text, the view the string
    Given the case "text/bare-string-data"
    When the host is given this input on each lane:
      """json
      {
        "data": "hello"
      }
      """
    Then each lane shows:
      | lane               | shows | text or data | media type | must mention |
      | tool-result/live   | json  | "hello"      |            |              |
      | tool-result/stored | json  | "hello"      |            |              |
      | script             | view  | "hello"      |            |              |

  @must @text @content-array
  Scenario: text/text-block-array-data: Twin of bare-string-data: the data [{"type":"text","text":"hello"}] is a content array, stored as hello with no quotes
    Given the case "text/text-block-array-data"
    When the host is given this input on each lane:
      """json
      {
        "data": [
          {
            "type": "text",
            "text": "hello"
          }
        ]
      }
      """
    Then each lane shows:
      | lane               | shows | text or data                     | media type | must mention |
      | tool-result/live   | text  | "hello"                          |            |              |
      | tool-result/stored | text  | "hello"                          |            |              |
      | script             | view  | [{"type":"text","text":"hello"}] |            |              |
