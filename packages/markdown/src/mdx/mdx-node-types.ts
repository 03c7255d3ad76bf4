/** The MDX node types remark-rehype must keep for the MDX compiler (as `@mdx-js/mdx` passes them). */
export const MDX_NODE_TYPES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
] as const;
