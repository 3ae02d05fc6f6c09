import { Fragment, type ReactNode } from 'react';

/** A translated text whose {name} placeholders become elements (links, numbers in <bdi>). */
export function withSlots(text: string, slots: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in slots ? <Fragment key={index}>{slots[name]}</Fragment> : part;
  });
}
