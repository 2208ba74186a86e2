/** @jsxRuntime automatic @jsxImportSource react */
// The frame of every email: the brand, a heading, the message, and a footer saying why it was sent. Inline styles
// and tables come from React Email's components, which render for mail clients (Outlook, Gmail, Apple Mail).
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export interface LayoutProps {
  brand: string;
  /** The line mail clients show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Why this message was sent. */
  footer: string;
}

const page = { backgroundColor: '#f6f4ef', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 520, padding: '32px 28px' };
const brandStyle = { color: '#1f4d3a', fontSize: 20, fontWeight: 700, margin: '0 0 24px' };
const headingStyle = { color: '#1b1b1b', fontSize: 24, lineHeight: '30px', margin: '0 0 16px' };
const footerStyle = { color: '#5c5c5c', fontSize: 13, lineHeight: '20px', margin: 0 };

export function Layout({ brand, preview, heading, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brandStyle}>{brand}</Text>
          <Heading as="h1" style={headingStyle}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e4e0d6', margin: '28px 0 16px' }} />
          <Text style={footerStyle}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}

const paragraph = { color: '#1b1b1b', fontSize: 16, lineHeight: '24px', margin: '0 0 16px' };
const button = {
  backgroundColor: '#1f4d3a',
  borderRadius: 6,
  color: '#ffffff',
  fontSize: 16,
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
};

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** The call to action, with its address written out below for clients that block buttons. */
export function ActionButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
      <Text style={{ ...footerStyle, marginTop: 16, wordBreak: 'break-all' }}>Or open this link: {href}</Text>
    </Section>
  );
}
