import type { ComponentType } from 'react';
import {
  AdaptiveIcon,
  AnalyticsIcon,
  CollaborationIcon,
  IntegrationIcon,
  NeuralIcon,
  QuantumShieldIcon,
} from './art/FeatureIcons';
import type { ArtProps } from './art/svgProps';

export interface Feature {
  title: string;
  description: string;
  Icon: ComponentType<ArtProps>;
}

/** docs/product.md §2.2 "Main landing page": the six cards, in order. */
export const FEATURES: readonly Feature[] = [
  {
    title: 'Advanced Neural Processing',
    description:
      'Deep neural architectures recognise patterns across millions of data points and reach 97% accuracy on enterprise decision tasks.',
    Icon: NeuralIcon,
  },
  {
    title: 'Quantum-Secured Infrastructure',
    description:
      'Enterprise-grade encryption, audit trails and compliance controls keep every model and every record protected.',
    Icon: QuantumShieldIcon,
  },
  {
    title: 'Adaptive Learning Systems',
    description:
      'Models keep learning from new outcomes, so recommendations improve with every decision your teams make.',
    Icon: AdaptiveIcon,
  },
  {
    title: 'Predictive Analytics',
    description:
      'Forecast demand, risk and opportunity before they happen, with explanations your analysts can trust.',
    Icon: AnalyticsIcon,
  },
  {
    title: 'Seamless Integration',
    description:
      'Connect to the data warehouses, APIs and tools you already run, without re-platforming your stack.',
    Icon: IntegrationIcon,
  },
  {
    title: 'Collaborative AI Workflows',
    description:
      'Build customizable workflows for your industry in which people and autonomous agents decide together.',
    Icon: CollaborationIcon,
  },
];
